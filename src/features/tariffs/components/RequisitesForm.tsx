import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PaymentDetails } from '../../../../contract/tariffs';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import { usePlainServerForm } from '../../../hooks/use-plain-server-form';
import { useSavePaymentDetails } from '../api/payment-details';
import {
  REQUISITE_CHECKS,
  requisiteBody,
  type RequisiteField,
  type RequisiteValues,
} from '../requisite-rules';
import './RequisitesForm.css';

type FieldSpec = {
  name: RequisiteField;
  label: string;
  help?: string;
  /** Digits only, this many at most. */
  digits?: number;
  maxLength?: number;
  /** Fields whose check reads this one: checked again when it changes. */
  deps?: RequisiteField[];
};

const FIELDS: FieldSpec[] = [
  { name: 'legal_name', label: 'Полное наименование', help: 'Как в выписке ЕГРЮЛ или ЕГРИП.' },
  { name: 'inn', label: 'ИНН', digits: 12, deps: ['kpp', 'ogrn'] },
  { name: 'kpp', label: 'КПП', help: 'У ИП КПП нет: оставьте поле пустым.', maxLength: 9 },
  { name: 'ogrn', label: 'ОГРН или ОГРНИП', digits: 15 },
  { name: 'legal_address', label: 'Юридический адрес' },
  { name: 'bank_name', label: 'Банк' },
  {
    name: 'bik',
    label: 'БИК',
    digits: 9,
    deps: ['correspondent_account', 'settlement_account'],
  },
  { name: 'correspondent_account', label: 'Корреспондентский счёт', digits: 20 },
  { name: 'settlement_account', label: 'Расчётный счёт', digits: 20 },
];
const FIELD_NAMES = FIELDS.map((field) => field.name);
const LABELS = Object.fromEntries(FIELDS.map((field) => [field.name, field.label]));

const valuesOf = (details: PaymentDetails): RequisiteValues => ({
  legal_name: details.legal_name,
  inn: details.inn,
  kpp: details.kpp,
  ogrn: details.ogrn,
  legal_address: details.legal_address,
  bank_name: details.bank_name,
  bik: details.bik,
  correspondent_account: details.correspondent_account,
  settlement_account: details.settlement_account,
});

type RequisitesFormProps = {
  details: PaymentDetails;
  canEdit: boolean;
  /** Whether an invoice may be issued: the requisites are saved and unchanged since. */
  onReadyChange: (ready: boolean) => void;
};

/**
 * The agency's requisites, which its invoices name as the buyer: each field checked as it is left (the
 * checksums), the server's refusals under their fields. A draft from the agency until first saved.
 */
export function RequisitesForm({ details, canEdit, onReadyChange }: RequisitesFormProps) {
  const save = useSavePaymentDetails();
  const [saved, setSaved] = useState(false);
  const form = useForm<RequisiteValues>({
    defaultValues: valuesOf(details),
    mode: 'onTouched',
  });
  const requisites = usePlainServerForm(form, {
    fields: FIELD_NAMES,
    labels: LABELS,
    save: (values) => save.mutateAsync(requisiteBody(values)),
    onSaved: (result) => {
      form.reset(valuesOf(result));
      setSaved(true);
    },
  });
  const { errors, isDirty } = form.formState;
  const ready = details.saved && !isDirty;
  useEffect(() => onReadyChange(ready), [ready, onReadyChange]);

  return (
    <form
      className="plain-form requisites-form"
      noValidate
      aria-label="Реквизиты компании"
      onSubmit={(event) => void requisites.onSubmit(event)}
    >
      {!details.saved && canEdit && (
        <p className="tariffs-muted">
          Реквизиты ещё не сохранены: мы заполнили то, что знаем об агентстве. Проверьте и дополните
          их.
        </p>
      )}
      <div className="requisites-form__fields">
        {FIELDS.map(({ name, label, help, digits, maxLength, deps }) => {
          const id = `requisites-${name}`;
          const error = errors[name]?.message;
          return (
            <Field key={name} id={id} label={label} help={help} error={error}>
              <input
                className="input"
                autoComplete="off"
                inputMode={digits ? 'numeric' : undefined}
                maxLength={digits ?? maxLength ?? 300}
                // Read-only, not disabled: the requisites stay readable and can be copied.
                readOnly={!canEdit}
                {...fieldAria(id, error, help)}
                {...form.register(name, {
                  validate: (value, values) => REQUISITE_CHECKS[name](value, values),
                  deps,
                })}
              />
            </Field>
          );
        })}
      </div>
      <FormAlert messages={requisites.messages} />
      {saved && !isDirty && (
        <p className="tariffs-saved" role="status">
          Реквизиты сохранены.
        </p>
      )}
      {canEdit && (
        <div className="tariffs-actions">
          <button
            type="submit"
            className="btn"
            aria-busy={requisites.saving}
            disabled={requisites.saving}
          >
            Сохранить реквизиты
          </button>
        </div>
      )}
    </form>
  );
}
