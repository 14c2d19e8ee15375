import type { ReactNode } from 'react';
import './plain-form.css';

/**
 * The form's main button, large and full width (`inline`: of the text's size, for a form inside a page);
 * while the form is sent it is busy and cannot be pressed again.
 */
export function SubmitButton({
  busy,
  inline = false,
  children,
}: {
  busy: boolean;
  inline?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={inline ? 'btn btn--primary' : 'btn btn--primary btn--large btn--block'}
      aria-busy={busy}
      disabled={busy}
    >
      {children}
    </button>
  );
}
