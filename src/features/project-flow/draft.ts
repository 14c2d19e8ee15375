// The project flow's draft. localStorage, not sessionStorage like the company flow's: a guest describes the
// project, registers and opens the activation link — often in another tab — and the project is created the
// moment they log in, nothing retyped. The flow trail (lib/flow-trail.ts) lives beside it for the same reason.
// Plain checks, no zod: the login page reads this module.

import { draftStore, isId, isRecord, storedRecord } from '../../lib/draft-store';

import { BUDGET_BAND_KEYS, type BudgetBand } from '../../../contract/budget';

export type DraftService = { service: number; service_range: number | null };
/** A whole country (`city` null) or one of its cities, with its name to show it without a request. */
export type DraftPlace = { country: number; city: number | null; name: string };
/** An agency named for the ranking, with its name to show it without a request. */
export type DraftAgency = { id: number; name: string };
export type DraftCompany = { name: string; inn: string; website: string; city: number | null };
export type DraftAbout = {
  title: string;
  description: string;
  budget: BudgetBand | null;
  start_date: string;
  deadline: string;
};

export type ProjectDraft = {
  services: DraftService[];
  industries: number[];
  min_staff: number | null;
  places: DraftPlace[];
  languages: number[];
  included: DraftAgency[];
  excluded: DraftAgency[];
  company: DraftCompany;
  about: DraftAbout;
};

const DRAFT_KEY = 'podryad.flow.project.draft';

export const emptyDraft = (): ProjectDraft => ({
  services: [],
  industries: [],
  min_staff: null,
  places: [],
  languages: [],
  included: [],
  excluded: [],
  company: { name: '', inn: '', website: '', city: null },
  about: { title: '', description: '', budget: null, start_date: '', deadline: '' },
});

const idOrNull = (value: unknown) => (isId(value) ? value : null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const records = (value: unknown) => (Array.isArray(value) ? value.filter(isRecord) : []);
const ids = (value: unknown) => (Array.isArray(value) ? [...new Set(value.filter(isId))] : []);
const agencies = (value: unknown): DraftAgency[] =>
  records(value).flatMap((item) => (isId(item.id) ? [{ id: item.id, name: text(item.name) }] : []));

/** A stored draft of any age or shape becomes a valid one: unknown parts fall back to empty. */
export function parseDraft(raw: string | null): ProjectDraft {
  const draft = emptyDraft();
  const value = storedRecord(raw);
  if (!value) return draft;
  draft.services = records(value.services).flatMap((item) =>
    isId(item.service)
      ? [{ service: item.service, service_range: idOrNull(item.service_range) }]
      : [],
  );
  draft.industries = ids(value.industries);
  draft.min_staff = idOrNull(value.min_staff);
  draft.places = records(value.places).flatMap((item) =>
    isId(item.country)
      ? [{ country: item.country, city: idOrNull(item.city), name: text(item.name) }]
      : [],
  );
  draft.languages = ids(value.languages);
  draft.included = agencies(value.included);
  draft.excluded = agencies(value.excluded);
  const company = isRecord(value.company) ? value.company : {};
  draft.company = {
    name: text(company.name),
    inn: text(company.inn),
    website: text(company.website),
    city: idOrNull(company.city),
  };
  const about = isRecord(value.about) ? value.about : {};
  const budget = BUDGET_BAND_KEYS.find((key) => key === about.budget) ?? null;
  draft.about = {
    title: text(about.title),
    description: text(about.description),
    budget,
    start_date: text(about.start_date),
    deadline: text(about.deadline),
  };
  return draft;
}

export const {
  read: readDraft,
  save: saveDraft,
  clear: clearDraft,
} = draftStore<ProjectDraft>('local', DRAFT_KEY, parseDraft);

/** The requirements as the matching preview reads them (what the steps so far narrow). */
export function previewRequirements(draft: ProjectDraft) {
  return {
    services: draft.services,
    industries: draft.industries,
    languages: draft.languages,
    locations: draft.places.map(({ country, city }) => ({ country, city })),
    min_staff: draft.min_staff,
    excluded: draft.excluded.map((agency) => agency.id),
    included: draft.included.map((agency) => agency.id),
    budget: draft.about.budget,
  };
}

/** Every part the project needs: services with their prices and a title (the server checks the rest). */
export const isDraftReady = (draft: ProjectDraft): boolean =>
  draft.services.length > 0 &&
  draft.services.every((item) => item.service_range !== null) &&
  draft.about.title.trim() !== '';

/** Answers given before the flow (/test-page «Подбор за минуту»): what it asked, to carry into the draft. */
export type EarlyAnswers = {
  services: number[];
  industries: number[];
  places: DraftPlace[];
  budget: BudgetBand | null;
};

/**
 * The answers become the draft's services, industries, places and budget (each replaced: the visitor has just
 * said what they want); a service already in the draft keeps its price band, and the rest of the draft (the
 * company, the title, languages, agencies) stays as it was.
 */
export function carryIntoDraft(answers: EarlyAnswers): ProjectDraft {
  const draft = readDraft();
  return saveDraft({
    services: answers.services.map(
      (service) =>
        draft.services.find((item) => item.service === service) ?? {
          service,
          service_range: null,
        },
    ),
    industries: [...new Set(answers.industries)],
    places: answers.places.map(({ country, city, name }) => ({ country, city, name })),
    about: { ...draft.about, budget: answers.budget },
  });
}
