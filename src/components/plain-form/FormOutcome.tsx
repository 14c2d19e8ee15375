import type { ReactNode } from 'react';
import './plain-form.css';

const icons = {
  mail: <path d="M3 6h18v12H3zM3 7l9 6 9-6" strokeLinejoin="round" strokeLinecap="round" />,
  success: <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinejoin="round" strokeLinecap="round" />,
};

type FormOutcomeProps = {
  icon: keyof typeof icons;
  title: string;
  children?: ReactNode;
  /** Buttons or links: what to do next. */
  actions?: ReactNode;
};

/** What came of a form, in its place: a big icon, a heading, a line of text and what to do next. */
export function FormOutcome({ icon, title, children, actions }: FormOutcomeProps) {
  return (
    <div className="form-outcome" role="status">
      <svg
        className={`form-outcome__icon form-outcome__icon--${icon}`}
        width="56"
        height="56"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        {icons[icon]}
      </svg>
      <h2 className="form-outcome__title">{title}</h2>
      {children && <div className="form-outcome__text">{children}</div>}
      {actions && <div className="form-outcome__actions">{actions}</div>}
    </div>
  );
}
