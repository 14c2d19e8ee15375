import type { ReactNode } from 'react';
import './plain-form.css';

type FieldProps = {
  /** The control's id: the label points at it, help and error texts are named after it. */
  id: string;
  label: ReactNode;
  error?: string;
  help?: ReactNode;
  children: ReactNode;
};

/** The ARIA a field's control carries: invalid while it has an error, described by its help and error. */
export function fieldAria(id: string, error: string | undefined, help?: ReactNode) {
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  } as const;
}

/** A label, its control (give it `fieldAria(id, error, help)`), a help line and the field's error. */
export function Field({ id, label, error, help, children }: FieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {help && (
        <p className="field__help" id={`${id}-help`}>
          {help}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
