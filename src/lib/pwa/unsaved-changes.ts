import { useEffect, useId } from 'react';

// Forms with unsaved input, so nothing reloads the page under them (update prompt, chunk-error recovery).
const dirtyForms = new Set<string>();

export function setFormDirty(formId: string, isDirty: boolean): void {
  if (isDirty) dirtyForms.add(formId);
  else dirtyForms.delete(formId);
}

export const hasUnsavedChanges = (): boolean => dirtyForms.size > 0;

/** A form calls this with its dirty flag; unmounting counts as saved (or abandoned). */
export function useUnsavedChanges(isDirty: boolean): void {
  const formId = useId();
  useEffect(() => {
    setFormDirty(formId, isDirty);
    return () => setFormDirty(formId, false);
  }, [formId, isDirty]);
}
