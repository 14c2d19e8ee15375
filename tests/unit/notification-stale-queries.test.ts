import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../contract/notification-events';
import { STALE_QUERIES, staleQueriesOf } from '../../src/app/stale-queries';
import {
  agencyQueryOptions,
  ownAgencyQueryOptions,
} from '../../src/features/agencies/api/get-agency';
import {
  agencyReviewsQueryOptions,
  agencyScoresQueryOptions,
} from '../../src/features/agencies/api/get-agency-reviews';
import { inboxQueryOptions } from '../../src/features/inbox/api/inbox';
import { inboxProjectQueryOptions } from '../../src/features/inbox/api/inbox-project';
import { clientReviewsQueryOptions } from '../../src/features/inbox/api/project-reviews';
import { questionsQueryOptions as inboxQuestionsQueryOptions } from '../../src/features/inbox/api/questions';
import { NOTIFICATION_WINDOW_KEY } from '../../src/features/notifications/api/notifications';
import { invitationsQueryOptions } from '../../src/features/project/api/invitations';
import { projectQueryOptions, projectsQueryOptions } from '../../src/features/project/api/projects';
import { questionsQueryOptions } from '../../src/features/project/api/questions';
import { contractorReviewsQueryOptions } from '../../src/features/project/api/reviews';
import { evaluationQueryOptions } from '../../src/features/project/api/rubric';
import {
  candidatesQueryOptions,
  tenderOfProjectQueryOptions,
} from '../../src/features/project/api/tender';
import { employeesQueryOptions } from '../../src/features/staff/api/get-employees';
import { plansQueryOptions } from '../../src/features/tariffs/api/plans';
import { subscriptionQueryOptions } from '../../src/features/tariffs/api/subscription';
import { personalProfileQueryOptions } from '../../src/lib/accounts/personal-profile';
import { finalRoundQueryOptions } from '../../src/lib/final-round';
import { tenderProtocolQueryOptions } from '../../src/lib/tender-protocol';

// The table of what each notification makes stale (src/app/stale-queries.ts), against the keys the screens
// really query (their exported query options): every kind refreshes the screens listed for it below, no other
// query (another project's, another agency's) and no key that no screen uses.

const PROJECT = 7;
const AGENCY = 5;
const OTHER = 8; // another project, another agency
const USER = 1;

/** The queries of the screens an event may change, for PROJECT and AGENCY, and some that no event changes. */
const SCREENS = {
  // /panel «Требует ответа», /panel/projects
  inboxNew: inboxQueryOptions('new', 1).queryKey,
  inboxTenders: inboxQueryOptions('tender', 1).queryKey,
  inboxAll: inboxQueryOptions(null, 2).queryKey,
  // /panel/projects/:id
  inboxProject: inboxProjectQueryOptions(PROJECT).queryKey,
  inboxQuestions: inboxQuestionsQueryOptions(PROJECT).queryKey,
  finalRound: finalRoundQueryOptions(PROJECT).queryKey,
  protocol: tenderProtocolQueryOptions(PROJECT).queryKey,
  reviewOfAgency: contractorReviewsQueryOptions(PROJECT).queryKey,
  reviewOfClient: clientReviewsQueryOptions(PROJECT).queryKey,
  // /dashboard/project/:id/performers
  invitations: invitationsQueryOptions(PROJECT).queryKey,
  candidates: candidatesQueryOptions(PROJECT).queryKey,
  tender: tenderOfProjectQueryOptions(PROJECT).queryKey,
  evaluation: evaluationQueryOptions(PROJECT).queryKey,
  questions: questionsQueryOptions(PROJECT).queryKey,
  // /executor/:id, /panel (its profile's state), /panel/staff, /panel/tariffs
  agencyProfile: agencyQueryOptions(AGENCY).queryKey,
  ownAgencyProfile: ownAgencyQueryOptions(AGENCY, USER).queryKey,
  agencyReviews: agencyReviewsQueryOptions(AGENCY).queryKey,
  ownAgencyScores: agencyScoresQueryOptions(AGENCY, USER).queryKey,
  personalProfile: personalProfileQueryOptions(AGENCY).queryKey,
  staff: employeesQueryOptions().queryKey,
  subscription: subscriptionQueryOptions().queryKey,
  // No event about PROJECT or AGENCY changes these.
  otherInboxProject: inboxProjectQueryOptions(OTHER).queryKey,
  otherInboxQuestions: inboxQuestionsQueryOptions(OTHER).queryKey,
  otherProtocol: tenderProtocolQueryOptions(OTHER).queryKey,
  otherCandidates: candidatesQueryOptions(OTHER).queryKey,
  otherQuestions: questionsQueryOptions(OTHER).queryKey,
  otherAgencyProfile: agencyQueryOptions(OTHER).queryKey,
  otherAgencyReviews: agencyReviewsQueryOptions(OTHER).queryKey,
  otherPersonalProfile: personalProfileQueryOptions(OTHER).queryKey,
  project: projectQueryOptions(PROJECT).queryKey,
  projects: projectsQueryOptions().queryKey,
  plans: plansQueryOptions().queryKey,
  notifications: NOTIFICATION_WINDOW_KEY,
} satisfies Record<string, QueryKey>;
type Screen = keyof typeof SCREENS;

const agencyProject: Screen[] = ['inboxNew', 'inboxTenders', 'inboxAll', 'inboxProject'];
const agencyTender: Screen[] = [...agencyProject, 'finalRound', 'protocol'];
/** Everything of the client's tender (`['tender', project]`), as the tender's own actions refresh it. */
const clientTender: Screen[] = [
  'finalRound',
  'protocol',
  'invitations',
  'candidates',
  'tender',
  'evaluation',
  'questions',
];

/** What each kind must refresh: typed by kind, so a new kind fails to compile until it is listed here. */
const EXPECTED: Record<NotificationKind, Screen[]> = {
  invitation_received: agencyProject,
  invitation_answered: clientTender,
  proposal_submitted: clientTender,
  tender_started: agencyTender,
  final_round: agencyTender,
  candidate_status_changed: agencyTender,
  winner_chosen: agencyTender,
  project_closed: agencyTender,
  tender_question_asked: ['questions'],
  tender_answer_published: ['inboxQuestions'],
  tender_brief_changed: [...agencyTender, 'inboxQuestions'],
  work_accepted: [...agencyTender, 'reviewOfClient'],
  review_received: [
    'reviewOfAgency',
    'agencyProfile',
    'ownAgencyProfile',
    'agencyReviews',
    'ownAgencyScores',
  ],
  employee_joined: ['staff'],
  subscription_changed: ['subscription'],
  profile_published: ['personalProfile', 'agencyProfile', 'ownAgencyProfile'],
};

/** One payload with every parameter an event of these kinds carries. */
const PAYLOAD = {
  project_id: PROJECT,
  project: 'Ребрендинг сети кофеен',
  contractor_id: AGENCY,
  company: 'ООО «Кофейня»',
  agency: 'Северный ветер',
  question_id: 3,
};

/** A cache holding every screen's query, each named by its screen. */
function cacheOfScreens() {
  const client = new QueryClient();
  for (const [screen, queryKey] of Object.entries(SCREENS)) client.setQueryData(queryKey, screen);
  return client;
}

describe('the table of queries a notification makes stale', () => {
  it.each(NOTIFICATION_KINDS)('%s refreshes its screens, and only them', async (kind) => {
    expect(Object.hasOwn(STALE_QUERIES, kind)).toBe(true);
    const client = cacheOfScreens();
    const keys = staleQueriesOf({ kind, payload: PAYLOAD });
    expect(keys.length).toBeGreaterThan(0);
    for (const queryKey of keys) {
      // A key no screen queries would refresh nothing.
      expect(client.getQueryCache().findAll({ queryKey }), JSON.stringify(queryKey)).not.toEqual(
        [],
      );
      await client.invalidateQueries({ queryKey, refetchType: 'none' });
    }
    const stale = client
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.isInvalidated })
      .map((query) => query.state.data as Screen);
    expect(stale.sort()).toEqual([...EXPECTED[kind]].sort());
  });

  it('a kind this build does not know, or a payload missing, makes nothing stale and throws nothing', () => {
    expect(staleQueriesOf({ kind: 'from_a_newer_server', payload: PAYLOAD })).toEqual([]);
    expect(staleQueriesOf({ kind: 'employee_joined' })).toEqual([employeesQueryOptions().queryKey]);
  });
});
