import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Candidate, InboxItem, InboxProject, Tender } from '../../contract/tender';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules } from './helpers';
import { fixClock, releaseClock } from './moscow-clock';
import { DEFAULT_CRITERIA } from '../../contract/tender-rubric';

// The agency's inbox and one of its projects as `/tender/api/v1/projects-by-invitation/` answers them, and
// the hooks of these screens' test files.

export const INBOX = '/tender/api/v1/projects-by-invitation/';
export const projectPath = (id: number) => `${INBOX}${id}/`;
export const invitationPath = (id: number) => `/tender/api/v1/invitations/${id}/`;
export const candidatePath = (id: number) => `/tender/api/v1/tender-candidates/${id}/`;
export const REASONS = '/tender/api/v1/refusal-reason/';
export const CLIENT_REVIEWS = '/review/api/v1/client-reviews/';
export const COMMUNICATION = '/review/api/v1/communication-between-contractor-and-client/';

/** The tests' clock: times below are around it, at midday UTC, so every zone shows the same day. */
export const NOW = new Date('2026-11-25T12:00:00Z');

/** A /panel/projects test file's hooks: the routes' code ahead, the clock at NOW in Moscow, a clean slate after. */
export function prepareInboxPages() {
  beforeAll(loadRouteModules);
  // The visitor's zone is Moscow's, whatever the machine's: the days and hours shown depend on it.
  beforeEach(() => fixClock(NOW));
  afterEach(() => {
    releaseClock();
    vi.unstubAllGlobals();
    queryClient.clear();
  });
}

export const inboxItem = (overrides: Partial<InboxItem> = {}): InboxItem => ({
  invitation: 31,
  project: 7,
  title: 'Ребрендинг сети кофеен',
  company: 3,
  company_name: 'ООО «Кофейня»',
  confidential: false,
  brief_hidden: false,
  budget: '15M_30M',
  start_date: '2027-01-10',
  deadline: '2027-04-30',
  status: 'sent',
  state: 'new',
  created_at: '2026-11-24T12:00:00Z',
  expires_at: '2026-12-01T12:00:00Z',
  tender_deadline: null,
  candidate_status: null,
  proposal_submitted: false,
  ...overrides,
});

export const page = (results: unknown[], count = results.length) =>
  jsonResponse({ count, next: null, previous: null, results });

export const tender = (overrides: Partial<Tender> = {}): Tender => ({
  id: 4,
  project: 7,
  terms: 'Предложения с этапами и сроками.',
  deadline: '2026-12-10T12:00:00Z',
  opened_at: '2026-11-24T12:00:00Z',
  is_open: true,
  candidates_count: 3,
  proposals_count: 1,
  proposals_open: false,
  proposals_open_at: null,
  ...overrides,
});

export const candidate = (overrides: Partial<Candidate> = {}): Candidate => ({
  id: 55,
  tender: 4,
  project: 7,
  contractor: 5,
  contractor_name: 'Северный ветер',
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
  match_score: 72,
  services_covered: [],
  services_missing: [],
  staff_size: 24,
  reviews_count: 0,
  reviews_average: null,
  // The agency reads its own proposal: never sealed for it.
  sealed: false,
  outcome: null,
  ...overrides,
});

export const inboxProject = (overrides: Partial<InboxProject> = {}): InboxProject => ({
  ...inboxItem(),
  description: 'Новый знак, упаковка и вывески для 40 кофеен.',
  message: 'Посмотрите бриф: ждём ваших идей.',
  refusal_reason: null,
  refusal_comment: '',
  services: ['Брендинг', 'Дизайн упаковки'],
  industries: ['HoReCa'],
  cities: ['Москва'],
  match: {
    score: 72,
    explanation: [
      { criterion: 'services', label: 'Услуги', matched: 'Брендинг, Дизайн упаковки', points: 25 },
      {
        criterion: 'industries',
        label: 'Опыт в отрасли',
        matched: 'Нет кейсов в HoReCa',
        points: 0,
      },
    ],
    advice: ['Добавьте кейс в отрасли HoReCa.'],
  },
  client_record: {
    company: 3,
    company_name: 'ООО «Кофейня»',
    count: 4,
    brief_clarity: 4.25,
    response_speed: 3.5,
    feedback: null,
    projects_closed: 2,
    recent: [],
  },
  client_tenders: {
    tenders: 4,
    closed: 3,
    winner_share: 2 / 3,
    cancelled_share: 1 / 3,
    median_days_to_decision: 12.5,
    questions: 5,
    questions_answered: 4,
    median_hours_to_answer: 3.2,
  },
  tender: null,
  candidate: null,
  closing: null,
  project_status: 'matching',
  can_answer: true,
  tender_rated: false,
  // The rubric the client published: the default weights.
  criteria: DEFAULT_CRITERIA.map((c, position) => ({ ...c, id: position + 1, position })),
  ...overrides,
});
