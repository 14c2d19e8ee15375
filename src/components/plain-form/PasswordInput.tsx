import { useState, type InputHTMLAttributes, type Ref } from 'react';
import './plain-form.css';

type PasswordInputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

const Eye = ({ open }: { open: boolean }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {!open && <path d="M4 4l16 16" />}
  </svg>
);

/** A password with a 32 px show/hide button (a WCAG 2.2 target), which says what it will do. */
export function PasswordInput({ ref, className, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input
        ref={ref}
        {...input}
        type={visible ? 'text' : 'password'}
        className={['input', className].filter(Boolean).join(' ')}
      />
      <button
        type="button"
        className="input-button"
        aria-label={visible ? 'Скрыть пароль' : 'Показать пароль'}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        <Eye open={visible} />
      </button>
    </div>
  );
}
