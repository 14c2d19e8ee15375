import type { ReactNode } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { plainValidate } from '../../../lib/form-rules';
import { Field, fieldAria } from '../../plain-form/Field';
import { CityCombobox } from '../../reference/CityCombobox';
import { city, companyName, foundedYear, inn, staffCount, website } from '../fields';

// The company fields in a plain form (react-hook-form's context): ../fields.ts gives their words, attributes and
// checks, as it does to antd's (../CompanyFields.tsx). The flows load without antd.

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
        {...register('name', { validate: plainValidate(companyName.problem) })}
        {...fieldAria('name', error)}
        className="input"
        {...companyName.input}
      />
    </Field>
  );
}

export function InnField({ placeholder }: { placeholder?: string }) {
  const { register, error } = useField('inn');
  return (
    <Field id="inn" label={inn.label} error={error}>
      <input
        {...register('inn', { validate: plainValidate(inn.problem) })}
        {...fieldAria('inn', error)}
        className="input"
        {...inn.input}
        placeholder={placeholder}
      />
    </Field>
  );
}

export function WebsiteField({ placeholder }: { placeholder: string }) {
  const { register, error } = useField('website');
  return (
    <Field id="website" label={<Optional>{website.label}</Optional>} error={error}>
      <input
        {...register('website')}
        {...fieldAria('website', error)}
        className="input"
        {...website.input}
        placeholder={placeholder}
      />
    </Field>
  );
}

// Text with a numeric keyboard rather than type=number: no wheel or arrow changing a year by accident, and
// what was typed stays as typed for the check to name.
function WholeNumberField({ field }: { field: typeof staffCount | typeof foundedYear }) {
  const { name } = field;
  const { register, error } = useField(name);
  return (
    <Field id={name} label={<Optional>{field.label}</Optional>} error={error}>
      <input
        {...register(name, { setValueAs: wholeNumber, validate: plainValidate(field.problem) })}
        {...fieldAria(name, error)}
        className="input"
        inputMode="numeric"
        maxLength={field.digits}
      />
    </Field>
  );
}

export const StaffCountField = () => <WholeNumberField field={staffCount} />;

export const FoundedYearField = () => <WholeNumberField field={foundedYear} />;

/** The company's city, searched on the server as it is typed (a combobox). */
export function CityField() {
  const { control } = useFormContext<{ city: number | null }>();
  return (
    <Controller
      control={control}
      name="city"
      rules={{ validate: plainValidate(city.required) }}
      render={({ field, fieldState }) => (
        <Field id="city" label={city.label} error={fieldState.error?.message}>
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
