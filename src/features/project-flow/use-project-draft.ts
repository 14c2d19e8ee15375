import { useCallback, useState } from 'react';
import { readDraft, saveDraft, type ProjectDraft } from './draft';

/** The draft as React state: every change is stored at once, so a reload or a lost connection keeps it. */
export function useProjectDraft() {
  const [draft, setDraft] = useState(readDraft);
  const update = useCallback((changes: Partial<ProjectDraft>) => setDraft(saveDraft(changes)), []);
  return [draft, update] as const;
}
