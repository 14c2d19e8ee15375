import type { FormEventHandler, ReactNode } from 'react';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import '../../../components/plain-form/plain-form.css';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import './company-flow.css';

type StepCardProps = {
  title: string;
  lead: string;
  children: ReactNode;
  /** The previous step; none on the first. */
  backTo?: string;
  nextLabel?: string;
  /** Checks the step and goes on (a react-hook-form `handleSubmit`); Enter in a field does the same. */
  onSubmit: FormEventHandler<HTMLFormElement>;
};

/** One step of the company flow (the header shows which of four): its title, its form, Back and Next. */
export function StepCard({
  title,
  lead,
  children,
  backTo,
  nextLabel = 'Далее',
  onSubmit,
}: StepCardProps) {
  useDocumentTitle(title);
  return (
    <section className="company-step">
      <h1>{title}</h1>
      <p className="company-step__lead">{lead}</p>
      <form className="plain-form" noValidate onSubmit={onSubmit}>
        {children}
        <div className="company-step__actions">
          {backTo ? (
            <ButtonLink to={backTo} size="large">
              Назад
            </ButtonLink>
          ) : (
            <span />
          )}
          <button type="submit" className="btn btn--primary btn--large">
            {nextLabel}
          </button>
        </div>
      </form>
    </section>
  );
}
