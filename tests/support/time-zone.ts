// Times are shown in the visitor's time zone; a test that checks one picks the zone instead of inheriting the
// machine's. Node applies a changed process.env.TZ at once (Date and Intl alike).

function setZone(zone: string | undefined) {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
}

/** Runs `check` with the process in `zone` (an IANA name), then puts the previous zone back. */
export function inTimeZone<T>(zone: string, check: () => T): T {
  const previous = process.env.TZ;
  setZone(zone);
  try {
    return check();
  } finally {
    setZone(previous);
  }
}
