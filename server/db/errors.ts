/** A unique-constraint violation (SQLSTATE 23505) of `constraint`, however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
  }
  return false;
}
