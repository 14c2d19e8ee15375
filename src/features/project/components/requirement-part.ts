import type { ProjectRequirementsView } from '../../../../contract/requirements';

/** What each part of the requirements tab gets. */
export type RequirementPartProps = {
  project: number;
  requirements: ProjectRequirementsView;
  /** Tells screen readers what a change did. */
  announce: (news: string) => void;
};

/** After a change the focus goes where the next one starts (the row it was on may be gone). */
export const focusById = (id: string) => document.getElementById(id)?.focus();
