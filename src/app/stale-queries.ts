import type { QueryKey } from '@tanstack/react-query';
import {
  isNotificationKind,
  type NotificationKind,
  type NotificationParams,
} from '../../contract/notification-events';
import { agencyQueryOptions } from '../features/agencies/api/get-agency';
import { agencyReviewsKey } from '../features/agencies/api/get-agency-reviews';
import { inboxQueryKey } from '../features/inbox/api/inbox';
import { inboxProjectQueryOptions } from '../features/inbox/api/inbox-project';
import { clientReviewsQueryOptions } from '../features/inbox/api/project-reviews';
import { questionsQueryOptions as inboxQuestionsQueryOptions } from '../features/inbox/api/questions';
import { tenderKey } from '../features/project/api/invitations';
import { questionsQueryOptions } from '../features/project/api/questions';
import { contractorReviewsQueryOptions } from '../features/project/api/reviews';
import { employeesQueryOptions } from '../features/staff/api/get-employees';
import { subscriptionQueryKey } from '../features/tariffs/api/subscription';
import { personalProfileQueryOptions } from '../lib/accounts/personal-profile';
import { finalRoundQueryOptions } from '../lib/final-round';
import { tenderProtocolQueryOptions } from '../lib/tender-protocol';

// The one table of what a notification makes stale: for each event kind, the query keys (prefixes) whose
// screens show what the event changed. The notifications hub invalidates them when the notification arrives,
// so every screen showing them reads again (the active ones at once, the others on their next visit).
// Here, in app/, because the keys belong to several features and features never import each other; the hub
// receives the table from notifications-host.tsx, which loads both only for a logged-in user.

type Stale<K extends NotificationKind> = (params: NotificationParams<K>) => QueryKey[];

/** The agency's side of one project: its inbox lists (/panel, /panel/projects) and the project's page. */
const agencyProject = (project: number): QueryKey[] => [
  inboxQueryKey,
  inboxProjectQueryOptions(project).queryKey,
];
/** …and the tender's sections on that page that follow the client's decisions. */
const agencyTender = (project: number): QueryKey[] => [
  ...agencyProject(project),
  finalRoundQueryOptions(project).queryKey,
  tenderProtocolQueryOptions(project).queryKey,
];

export const STALE_QUERIES: { [K in NotificationKind]: Stale<K> } = {
  invitation_received: (p) => agencyProject(p.project_id),
  // The client's tender: invitations, candidates and their proposals, the final round, the protocol.
  invitation_answered: (p) => [tenderKey(p.project_id)],
  proposal_submitted: (p) => [tenderKey(p.project_id)],
  tender_started: (p) => agencyTender(p.project_id),
  final_round: (p) => agencyTender(p.project_id),
  candidate_status_changed: (p) => agencyTender(p.project_id),
  winner_chosen: (p) => agencyTender(p.project_id),
  project_closed: (p) => agencyTender(p.project_id),
  tender_question_asked: (p) => [questionsQueryOptions(p.project_id).queryKey],
  tender_answer_published: (p) => [inboxQuestionsQueryOptions(p.project_id).queryKey],
  // The brief's text, dates and the tender's deadline, and the questions' notes about the change.
  tender_brief_changed: (p) => [
    ...agencyTender(p.project_id),
    inboxQuestionsQueryOptions(p.project_id).queryKey,
  ],
  // The project is completed: the agency may now rate its client.
  work_accepted: (p) => [
    ...agencyTender(p.project_id),
    clientReviewsQueryOptions(p.project_id).queryKey,
  ],
  review_received: (p) => [
    contractorReviewsQueryOptions(p.project_id).queryKey,
    agencyReviewsKey(p.contractor_id),
    agencyQueryOptions(p.contractor_id).queryKey,
  ],
  employee_joined: () => [employeesQueryOptions().queryKey],
  subscription_changed: () => [subscriptionQueryKey],
  profile_published: (p) => [
    personalProfileQueryOptions(p.contractor_id).queryKey,
    agencyQueryOptions(p.contractor_id).queryKey,
  ],
};

/**
 * The keys a notification makes stale. Its payload comes from the server as a plain record: a kind unknown to
 * this build (a newer server) makes nothing stale.
 */
export function staleQueriesOf(notification: {
  kind: string;
  payload?: Record<string, unknown>;
}): QueryKey[] {
  if (!isNotificationKind(notification.kind)) return [];
  // One kind's entry with its own parameters: TypeScript cannot follow the kind through the union of entries.
  const stale = STALE_QUERIES[notification.kind] as (params: Record<string, unknown>) => QueryKey[];
  return stale(notification.payload ?? {});
}
