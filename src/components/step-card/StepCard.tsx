import type { FormEventHandler, ReactNode } from 'react';
import { ButtonLink } from '../button-link/ButtonLink';
import '../plain-form/plain-form.css';
import { useDocumentTitle } from '../../hooks/use-document-title';
import './step-card.css';

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

/** One step of a multi-step flow (the header shows which): its title, its form, Back and Next. */
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
    <section className="step-card">
      <h1>{title}</h1>
      <p className="step-card__lead">{lead}</p>
      <form className="plain-form" noValidate onSubmit={onSubmit}>
        {children}
        <div className="step-card__actions">
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
