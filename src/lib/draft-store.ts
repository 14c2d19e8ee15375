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
