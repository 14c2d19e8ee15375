// The mark a guard carries, so the startup check and the API document can tell a guarded route.

const ACCESS_RULE = Symbol('accessRule');

export type Marked<F> = F & { [ACCESS_RULE]: string };

/** Marks a preHandler as the access rule named `rule`. */
export const markAccessRule = <F extends object>(handler: F, rule: string): Marked<F> =>
  Object.assign(handler, { [ACCESS_RULE]: rule });

/** The name of the access rule among a route's preHandler(s), or undefined. */
export function accessRuleOf(handlers: unknown): string | undefined {
  const list: unknown[] = Array.isArray(handlers) ? handlers : [handlers];
  const marked = list.find((h) => typeof h === 'function' && ACCESS_RULE in h) as
    Marked<object> | undefined;
  return marked?.[ACCESS_RULE];
}

/** Whether a route's preHandler(s) include a marked access rule. */
export const hasAccessRule = (handlers: unknown): boolean => accessRuleOf(handlers) !== undefined;

/** The rule of the operator's routes: its own token, never a user's (`Authorization: Operator <token>`). */
export const OPERATOR_RULE = 'operator token';
