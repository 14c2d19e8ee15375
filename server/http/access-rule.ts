// The mark a guard carries, so the startup check and the API document can tell a guarded route.

const ACCESS_RULE = Symbol('accessRule');

export type Marked<F> = F & { [ACCESS_RULE]: string };

/** Marks a preHandler as the access rule named `rule`. */
export const markAccessRule = <F extends object>(handler: F, rule: string): Marked<F> =>
  Object.assign(handler, { [ACCESS_RULE]: rule });

/** Whether a route's preHandler(s) include a marked access rule. */
export function hasAccessRule(handlers: unknown): boolean {
  const list: unknown[] = Array.isArray(handlers) ? handlers : [handlers];
  return list.some((h) => typeof h === 'function' && ACCESS_RULE in h);
}
