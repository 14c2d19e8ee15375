import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import './company-flow.css';

type StepCardProps = {
  title: string;
  lead: string;
  children: ReactNode;
  /** The previous step; none on the first. */
  backTo?: string;
  nextLabel?: string;
  nextLoading?: boolean;
  /** Why Next did not go on (under the form). */
  problem?: string | null;
  onNext: () => void;
};

/** One step of the company flow: its title, the form, and Back / Next. */
export function StepCard({
  title,
  lead,
  children,
  backTo,
  nextLabel = 'Далее',
  nextLoading,
  problem,
  onNext,
}: StepCardProps) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  return (
    <section className="company-step">
      <h1>{title}</h1>
      <p className="company-step__lead">{lead}</p>
      {children}
      {problem && (
        <div className="company-step__error" role="alert">
          {problem}
        </div>
      )}
      <div className="company-step__actions">
        {backTo ? (
          <Button size="large" onClick={() => void navigate(backTo)}>
            Назад
          </Button>
        ) : (
          <span />
        )}
        <Button type="primary" size="large" loading={nextLoading} onClick={onNext}>
          {nextLabel}
        </Button>
      </div>
    </section>
  );
}
