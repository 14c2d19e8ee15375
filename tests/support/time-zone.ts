// Times are shown in the visitor's time zone; a test that checks one picks the zone instead of inheriting the
// machine's. Node applies a changed process.env.TZ at once (Date and Intl alike).

function setZone(zone: string | undefined) {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
}

/**
 * Runs `check` with the process in `zone` (an IANA name), then puts the previous zone back — once the
 * returned promise settles, for an async check.
 */
export function inTimeZone<T>(zone: string, check: () => T): T {
  const previous = process.env.TZ;
  setZone(zone);
  let result: T;
  try {
    result = check();
  } catch (error) {
    setZone(previous);
    throw error;
  }
  if (result instanceof Promise) return result.finally(() => setZone(previous)) as T;
  setZone(previous);
  return result;
}
