/**
 * A multi-step flow's draft in web storage, as JSON: `parse` turns whatever is stored (of any age or shape,
 * or nothing) into a valid draft. Where storage is blocked (private mode, node in tests) it lives in memory.
 */
export function draftStore<Draft extends object>(
  storage: 'session' | 'local',
  key: string,
  parse: (raw: string | null) => Draft,
) {
  let memory: string | null = null;
  const store = (): Storage => (storage === 'local' ? localStorage : sessionStorage);

  const read = (): Draft => {
    try {
      return parse(store().getItem(key));
    } catch {
      return parse(memory);
    }
  };
  /** Merges `changes` into the stored draft and returns the result. */
  const save = (changes: Partial<Draft>): Draft => {
    const next = { ...read(), ...changes };
    const raw = JSON.stringify(next);
    try {
      store().setItem(key, raw);
    } catch {
      memory = raw;
    }
    return next;
  };
  const clear = (): void => {
    memory = null;
    try {
      store().removeItem(key);
    } catch {
      // nothing stored
    }
  };
  return { read, save, clear };
}

// Plain checks for a stored draft's parts (no zod: the first screens read the drafts).
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0;

/** The stored JSON object, or null when nothing is stored or it is not an object. */
export function storedRecord(raw: string | null): Record<string, unknown> | null {
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}
