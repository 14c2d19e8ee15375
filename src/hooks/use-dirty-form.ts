import { useState } from 'react';
import { useUnsavedChanges } from '../lib/pwa/unsaved-changes';

/**
 * Marks a form dirty from its first edit until it is saved (or unmounted), so no update or chunk-error reload
 * happens under the user's unsaved input. Spread `onValuesChange` on the antd Form; call `markSaved` on success.
 */
export function useDirtyForm() {
  const [isDirty, setDirty] = useState(false);
  useUnsavedChanges(isDirty);
  return { onValuesChange: () => setDirty(true), markSaved: () => setDirty(false) };
}
