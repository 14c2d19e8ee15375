import type { InboxProject } from '../../../../contract/tender';

/**
 * The agency won the project here and its client accepted the work: the two may review each other. A project
 * `closed` with its winner was closed before the work was accepted separately: accepted as well.
 */
export const workAccepted = (project: InboxProject): boolean =>
  project.project_status === 'completed' ||
  (project.project_status === 'closed' && project.closing?.kind === 'winner');

/** The agency is the winner chosen here. */
export const wonHere = (project: InboxProject): boolean =>
  project.closing?.kind === 'winner' && project.candidate?.status === 'winner';
