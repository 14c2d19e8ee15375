import type { ReactNode } from 'react';
import { Controller, useFormContext, type FieldPath, type Validate } from 'react-hook-form';
import {
  COMPANY_NAME_MAX_LENGTH,
  companyMessages,
  FOUNDED_YEAR_MIN,
  foundedYearMax,
  innProblem,
  STAFF_COUNT_MAX,
  STAFF_COUNT_MIN,
  WEBSITE_MAX_LENGTH,
} from '../../../lib/form-rules';
import { Field, fieldAria } from '../../plain-form/Field';
import { CityCombobox } from '../../reference/CityCombobox';

// The company fields of ../CompanyFields.tsx in a plain form (react-hook-form's context), with the same limits
// and messages (lib/form-rules.ts): the company flow loads without antd.

export type CompanyFieldValues = {
  name: string;
  inn: string;
  website: string;
  staff_count: number | null;
  founded_year: number | null;
};

/** Empty → null, digits → their number, anything else → NaN (which the field's check names). */
const wholeNumber = (value: unknown): number | null => {
  if (typeof value === 'number' || value === null) return value; // the draft's own value
  const typed = typeof value === 'string' ? value.trim() : '';
  if (typed === '') return null;
  return /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
};

/** A label with antd's mark of an optional field (the company flow marks the optional ones, not the rest). */
const Optional = ({ children }: { children: ReactNode }) => (
  <>
    {children} <span className="field__optional">(необязательно)</span>
  </>
);

function useField(name: FieldPath<CompanyFieldValues>) {
  const { register, formState } = useFormContext<CompanyFieldValues>();
  return { register, error: formState.errors[name]?.message };
}

export function CompanyNameField({ label }: { label: string }) {
  const { register, error } = useField('name');
  return (
    <Field id="name" label={label} error={error}>
      <input
        {...register('name', {
          validate: (value) => value.trim() !== '' || companyMessages.nameRequired,
        })}
        {...fieldAria('name', error)}
        className="input"
        maxLength={COMPANY_NAME_MAX_LENGTH}
        autoComplete="organization"
      />
    </Field>
  );
}

export function InnField({ placeholder }: { placeholder?: string }) {
  const { register, error } = useField('inn');
  return (
    <Field id="inn" label="ИНН" error={error}>
      <input
        {...register('inn', { validate: (value) => innProblem(value) ?? true })}
        {...fieldAria('inn', error)}
        className="input"
        inputMode="numeric"
        maxLength={12}
        placeholder={placeholder}
      />
    </Field>
  );
}

export function WebsiteField({ placeholder }: { placeholder: string }) {
  const { register, error } = useField('website');
  return (
    <Field id="website" label={<Optional>Сайт</Optional>} error={error}>
      <input
        {...register('website')}
        {...fieldAria('website', error)}
        className="input"
        maxLength={WEBSITE_MAX_LENGTH}
        inputMode="url"
        autoComplete="url"
        placeholder={placeholder}
      />
    </Field>
  );
}

type NumberFieldProps = {
  name: 'staff_count' | 'founded_year';
  label: ReactNode;
  maxLength: number;
  validate: Validate<number | null, CompanyFieldValues>;
};

// Text with a numeric keyboard rather than type=number: no wheel or arrow changing a year by accident, and
// what was typed stays as typed for the check to name.
function WholeNumberField({ name, label, maxLength, validate }: NumberFieldProps) {
  const { register, error } = useField(name);
  return (
    <Field id={name} label={label} error={error}>
      <input
        {...register(name, { setValueAs: wholeNumber, validate })}
        {...fieldAria(name, error)}
        className="input"
        inputMode="numeric"
        maxLength={maxLength}
      />
    </Field>
  );
}

const inRange = (min: number, max: () => number, outside: (value: number) => string) =>
  ((value) => {
    if (value === null) return true;
    if (!Number.isInteger(value)) return companyMessages.wholeNumber;
    return (value >= min && value <= max()) || outside(value);
  }) satisfies Validate<number | null, CompanyFieldValues>;

export function StaffCountField() {
  return (
    <WholeNumberField
      name="staff_count"
      label={<Optional>Штат, человек</Optional>}
      maxLength={String(STAFF_COUNT_MAX).length}
      validate={inRange(
        STAFF_COUNT_MIN,
        () => STAFF_COUNT_MAX,
        () => companyMessages.staffCountRange,
      )}
    />
  );
}

export function FoundedYearField() {
  return (
    <WholeNumberField
      name="founded_year"
      label={<Optional>Год основания</Optional>}
      maxLength={4}
      validate={inRange(FOUNDED_YEAR_MIN, foundedYearMax, (year) =>
        year < FOUNDED_YEAR_MIN
          ? companyMessages.foundedYearTooEarly
          : companyMessages.foundedYearInFuture,
      )}
    />
  );
}

/** The company's city, searched on the server as it is typed (a combobox). */
export function CityField() {
  const { control } = useFormContext<{ city: number | null }>();
  return (
    <Controller
      control={control}
      name="city"
      rules={{ validate: (city) => city !== null || companyMessages.cityRequired }}
      render={({ field, fieldState }) => (
        <Field id="city" label="Город" error={fieldState.error?.message}>
          <CityCombobox
            {...fieldAria('city', fieldState.error?.message)}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}
