import type { DraftAgency } from './draft';
import { readDraft, saveDraft } from './draft';

/**
 * «Пригласить в проект» → a new project: the agency goes into the draft's included agencies (off the excluded
 * ones), the rest of the draft stays. The draft lives in localStorage, so a guest keeps it through the
 * registration and the project is created with the agency at the login.
 */
export function includeInDraft(agency: DraftAgency): void {
  const draft = readDraft();
  const others = (list: DraftAgency[]) => list.filter((item) => item.id !== agency.id);
  saveDraft({
    included: [...others(draft.included), { id: agency.id, name: agency.name }],
    excluded: others(draft.excluded),
  });
}
