import { fixClock as fixMoscowClock, releaseClock } from './moscow-clock';

// The tender screens' tests: a fixed clock and zone, and the project they run on.

/** The moment the tender tests run at, in Moscow (the zone they show times in). */
export const NOW = new Date('2026-11-20T09:00:00+03:00');

/** Date fixed at NOW, times shown in Moscow's zone. */
export const fixClock = () => fixMoscowClock(NOW);
export { releaseClock };

export const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

export const PROJECT = {
  id: 2,
  company: 9,
  author: 1,
  title: 'Соцсети и контент для сети пекарен',
  description: 'Ведение VK и Telegram.',
  budget: '15M_30M',
  start_date: '2026-12-01',
  deadline: '2027-02-28',
  status: 'matching',
  requirements: 4,
  requirements_version: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

export const AGENCIES = [
  { id: 11, name: 'Северный ветер' },
  { id: 12, name: 'Агентство «Тезис»' },
  { id: 13, name: 'Студия «Колос»' },
];

/** Project 2's requirements, as the API answers them, with `favourites` on its whitelist. */
export const requirementsWithFavourites = (favourites = AGENCIES) => ({
  id: 4,
  project: 2,
  comment: '',
  min_staff: null,
  requirements_version: 1,
  services: [],
  industries: [],
  languages: [],
  locations: [],
  exclusions: [],
  inclusions: [],
  whitelist: favourites.map((agency, index) => ({
    id: 200 + index,
    requirement: 4,
    contractor: agency,
  })),
});

/** Project 2's budget check: three agencies match, all three within its budget. */
export const BUDGET_PREVIEW = {
  count: 3,
  top: [],
  budget: { band: '15M_30M', matched: 3, fitting: 3, usual_band: null },
};

/** An invitation as the client's list shows it. */
export const invitation = (
  id: number,
  contractor: number,
  status: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  project: 2,
  contractor,
  contractor_name: AGENCIES.find((agency) => agency.id === contractor)!.name,
  contractor_slug: null,
  status,
  message: 'Здравствуйте!',
  refusal_reason: null,
  refusal_reason_name: null,
  refusal_comment: '',
  created_at: '2026-11-18T10:00:00+03:00',
  viewed_at: null,
  answered_at: null,
  expires_at: '2026-11-25T23:59:59+03:00',
  candidate: null,
  candidate_status: null,
  ...extra,
});

export const REFUSAL_REASONS = [
  { id: 1, name: 'Цена выше бюджета' },
  { id: 2, name: 'Не хватает компетенций' },
];
