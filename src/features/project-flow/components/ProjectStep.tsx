import type { FormEvent, ReactNode } from 'react';
import { StepCard } from '../../../components/step-card/StepCard';
import type { ProjectDraft } from '../draft';
import { MatchCount } from './MatchCount';
import '../../../components/step-card/flow-list.css';
import './project-flow.css';

type ProjectStepProps = {
  title: string;
  lead: string;
  /** The draft as it is now: the live count reads it. */
  draft: ProjectDraft;
  backTo?: string;
  nextLabel?: string;
  /** Checks the step; goes on when it is right. */
  onNext: () => void;
  /** The count shows the budget's reality check too (the step that asks the budget). */
  withBudget?: boolean;
  children: ReactNode;
};

/** One step of the project flow: its form, and under it how many agencies still fit. */
export function ProjectStep({ draft, onNext, withBudget, children, ...card }: ProjectStepProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };
  return (
    <StepCard {...card} onSubmit={submit}>
      {children}
      <MatchCount draft={draft} withBudget={withBudget} />
    </StepCard>
  );
}
