import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Candidate } from '../../contract/tender';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules } from './helpers';
import { stubApi, type ApiCall } from './auth-support';
import {
  fixClock,
  invitation,
  page,
  PROJECT,
  REFUSAL_REASONS,
  releaseClock,
} from './tender-support';

// The client's tender tabs (/dashboard/project/{id}/performers and /winner) against a fake server: project 2,
// its invitees, its tender, candidates and closing, and the review of the winner.

/** A test file's hooks: the routes' and the tabs' lazy code loaded ahead, the clock fixed, a clean slate after. */
export function prepareTenderTabs() {
  beforeAll(async () => {
    await loadRouteModules();
    // The tabs' tender parts and their dialogs are lazy: their code is loaded before a test waits on them.
    await Promise.all([
      import('../../src/features/project/components/TenderPerformers'),
      import('../../src/features/project/components/WinnerTab'),
      import('../../src/features/project/components/CandidateDialogs'),
      import('../../src/features/project/components/ProjectClosingDialogs'),
    ]);
  });
  beforeEach(fixClock);
  afterEach(() => {
    releaseClock();
    vi.unstubAllGlobals();
    queryClient.clear();
  });
}

/** A tender past its deadline (the evening before NOW): its proposals opened then, the client compares them. */
export const TENDER = {
  id: 7,
  project: 2,
  terms: 'Предложение с медиапланом.',
  deadline: '2026-11-19T20:00:00+03:00',
  opened_at: '2026-11-19T10:00:00+03:00',
  is_open: false,
  candidates_count: 3,
  proposals_count: 2,
  proposals_open: true,
  proposals_open_at: '2026-11-19T20:00:00+03:00' as string | null,
};

/** The same tender before its deadline, one invitee still to send: the proposals are sealed. */
export const SEALED_TENDER = {
  ...TENDER,
  deadline: '2026-11-30T18:00:00+03:00',
  is_open: true,
  proposals_open: false,
  proposals_open_at: null,
};

const candidate = (
  id: number,
  contractor: number,
  name: string,
  extra: Partial<Candidate> = {},
): Candidate => ({
  id,
  tender: 7,
  project: 2,
  contractor,
  contractor_name: name,
  contractor_slug: null,
  status: 'participant',
  price: null,
  timeline_days: null,
  approach: '',
  team: '',
  links: [],
  submitted_at: null,
  before_brief_change: false,
  rejection_reason: null,
  rejection_reason_name: null,
  rejection_comment: '',
  match_score: 70,
  services_covered: ['SMM'],
  services_missing: [],
  staff_size: 20,
  reviews_count: 0,
  reviews_average: null,
  sealed: false,
  outcome: null,
  ...extra,
});

export const CANDIDATES = () => [
  candidate(21, 11, 'Северный ветер', {
    price: 20_000_000,
    timeline_days: 60,
    approach: 'Контент-план на квартал.',
    team: 'Стратег, два SMM-менеджера',
    submitted_at: '2026-11-19T16:00:00+03:00',
    match_score: 82,
    services_covered: ['SMM', 'Контент'],
    reviews_count: 12,
    reviews_average: 4.7,
  }),
  candidate(22, 12, 'Агентство «Тезис»', {
    price: 35_000_000,
    timeline_days: 120,
    submitted_at: '2026-11-19T18:00:00+03:00',
    services_covered: ['SMM'],
    services_missing: ['Таргетированная реклама'],
  }),
  candidate(23, 13, 'Студия «Колос»'),
];

/** The candidates as the client reads them while sealed: who sent and when, no content. */
export const SEALED_CANDIDATES = () =>
  CANDIDATES().map((item) => ({
    ...item,
    price: null,
    timeline_days: null,
    approach: null,
    team: null,
    links: null,
    sealed: true,
  }));

type State = {
  project: typeof PROJECT;
  tender: typeof TENDER | null;
  closing: Record<string, unknown> | null;
  candidates: ReturnType<typeof candidate>[];
  reviews: Record<string, unknown>[];
};

export function fakeServer(
  start: Partial<State> = {},
  overrides: Record<string, (call: ApiCall) => Response> = {},
) {
  const state: State = {
    project: PROJECT,
    tender: null,
    closing: null,
    candidates: [],
    reviews: [],
    ...start,
  };
  const close = (closing: Record<string, unknown>) => {
    state.closing = { reason: '', closed_at: '2026-11-20T09:00:00+03:00', ...closing };
    // A winner chosen here starts the work; anything else closes the project.
    state.project = {
      ...state.project,
      status: closing.kind === 'winner' ? 'in_work' : 'closed',
    };
    if (state.tender) state.tender = { ...state.tender, is_open: false };
  };
  const handlers: Record<string, (call: ApiCall) => Response> = {
    'GET /project/api/v1/projects/2/': () => jsonResponse(state.project),
    'POST /project/api/v1/projects/2/complete/': () => {
      state.project = { ...state.project, status: 'completed' };
      return jsonResponse(state.project);
    },
    'GET /contractor/api/projects/2/dynamic-contractor/': () => jsonResponse(page([])),
    'GET /tender/api/v1/invitations/': () =>
      jsonResponse(
        page([
          invitation(1, 11, 'accepted', { candidate: 21, candidate_status: 'participant' }),
          invitation(2, 12, 'accepted', { candidate: 22, candidate_status: 'participant' }),
          invitation(3, 13, 'declined', {
            refusal_reason_name: 'Нет свободной команды',
            refusal_comment: '',
          }),
        ]),
      ),
    'GET /tender/api/v1/tenders/by-project/2/': () =>
      jsonResponse({ tender: state.tender, closing: state.closing }),
    'POST /tender/api/v1/tenders/': (call) => {
      const body = call.body as { deadline: string; terms?: string };
      state.tender = { ...SEALED_TENDER, deadline: body.deadline, terms: body.terms ?? '' };
      return jsonResponse(state.tender, 201);
    },
    'GET /tender/api/v1/tender-candidates/2/contractors/': () => jsonResponse(state.candidates),
    // No questions yet (tests/app/tender-questions.test.tsx asks and answers).
    'GET /tender/api/v1/projects/2/questions/': () =>
      jsonResponse({ questions: [], can_ask: false, ask_until: null, ask_note: '' }),
    'GET /tender/api/v1/refusal-reason/': () => jsonResponse(page(REFUSAL_REASONS)),
    'POST /tender/api/v1/tenders/make-third-party-contractor-winner/': (call) => {
      const body = call.body as { name: string; reason?: string };
      close({
        kind: 'third_party',
        contractor: null,
        contractor_name: null,
        third_party_name: body.name,
        reason: body.reason ?? '',
      });
      return jsonResponse(state.closing, 201);
    },
    'POST /tender/api/v1/tenders/cancel-project/': (call) => {
      close({
        kind: 'cancelled',
        contractor: null,
        contractor_name: null,
        third_party_name: null,
        reason: (call.body as { reason: string }).reason,
      });
      return jsonResponse(state.closing, 201);
    },
    'GET /review/api/v1/contractor-reviews/by-project/2/': () => jsonResponse(state.reviews),
    'POST /review/api/v1/contractor-reviews/': (call) => {
      const review = {
        id: 40,
        project: 2,
        project_title: PROJECT.title,
        company: 9,
        company_name: 'Пекарни «Колосок»',
        author_name: 'Анна Смирнова',
        reply: null,
        replied_at: null,
        created_at: '2026-11-20T09:00:00+03:00',
        verified: true,
        text: '',
        ...(call.body as object),
      };
      state.reviews.push(review);
      return jsonResponse(review, 201);
    },
  };
  for (const row of [21, 22, 23])
    handlers[`PATCH /tender/api/v1/tender-candidates/${row}/`] = (call) => {
      const body = call.body as Partial<Candidate>;
      const index = state.candidates.findIndex((item) => item.id === row);
      const changed = { ...state.candidates[index]!, ...body };
      if (body.status === 'rejected') changed.rejection_reason_name = REFUSAL_REASONS[0]!.name;
      state.candidates[index] = changed;
      if (body.status === 'winner')
        close({
          kind: 'winner',
          contractor: changed.contractor,
          contractor_name: changed.contractor_name,
          third_party_name: null,
        });
      return jsonResponse(changed);
    };
  return { ...stubApi({ ...handlers, ...overrides }), state };
}
