import type { ReactNode } from 'react';
import './plain-form.css';

/** The form's main button, full width; while the form is sent it is busy and cannot be pressed again. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="btn btn--primary btn--large btn--block"
      aria-busy={busy}
      disabled={busy}
    >
      {children}
    </button>
  );
}
