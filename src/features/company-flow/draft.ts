// The company flow's draft (kept across reload). sessionStorage, like the flow trail the step guard
// reads (lib/flow-trail.ts): the draft and the trail live and die together, per tab — a new tab starts the
// flow afresh in both, and closing the tab forgets a half-typed company on a shared computer.
// Plain checks, no zod: the registration guard reads this module on the first screen.

import { draftStore, isId, isRecord, storedRecord } from '../../lib/draft-store';

export type DraftCompany = {
  name: string;
  inn: string;
  website: string;
  city: number | null;
  staff_count: number | null;
  founded_year: number | null;
};
export type DraftService = { service: number; service_range: number | null };
export type CompanyDraft = {
  company: DraftCompany;
  services: DraftService[];
  industries: number[];
  description: string;
};

const DRAFT_KEY = 'podryad.flow.company.draft';

export const emptyDraft = (): CompanyDraft => ({
  company: { name: '', inn: '', website: '', city: null, staff_count: null, founded_year: null },
  services: [],
  industries: [],
  description: '',
});

/** A stored draft of any age or shape becomes a valid one: unknown parts fall back to empty. */
function parseDraft(raw: string | null): CompanyDraft {
  const draft = emptyDraft();
  const value = storedRecord(raw);
  if (!value) return draft;
  const company = isRecord(value.company) ? value.company : {};
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  const numberOrNull = (field: unknown) => (Number.isInteger(field) ? (field as number) : null);
  draft.company = {
    name: text(company.name),
    inn: text(company.inn),
    website: text(company.website),
    city: numberOrNull(company.city),
    staff_count: numberOrNull(company.staff_count),
    founded_year: numberOrNull(company.founded_year),
  };
  if (Array.isArray(value.services))
    draft.services = value.services.filter(isRecord).flatMap((item) =>
      isId(item.service)
        ? [
            {
              service: item.service,
              service_range: isId(item.service_range) ? item.service_range : null,
            },
          ]
        : [],
    );
  if (Array.isArray(value.industries)) draft.industries = value.industries.filter(isId);
  draft.description = text(value.description);
  return draft;
}

export const {
  read: readDraft,
  save: saveDraft,
  clear: clearDraft,
} = draftStore<CompanyDraft>('session', DRAFT_KEY, parseDraft);

/** Each step's part of the draft is filled in (the step forms checked the details, the server checks again). */
export const draftParts = (draft: CompanyDraft) => ({
  company: draft.company.name.trim() !== '' && /^(\d{10}|\d{12})$/.test(draft.company.inn),
  services:
    draft.services.length > 0 && draft.services.every((item) => item.service_range !== null),
  industries: draft.industries.length > 0,
});

/** Agency registration needs the whole company: data, services with their prices, industries. */
export function isDraftComplete(draft: CompanyDraft = readDraft()): boolean {
  const parts = draftParts(draft);
  return parts.company && parts.services && parts.industries;
}
