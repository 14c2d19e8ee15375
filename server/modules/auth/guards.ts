import type { FastifyRequest } from 'fastify';
import { markAccessRule, type Marked } from '../../http/access-rule';
import { HttpError, MESSAGES, permissionDenied } from '../../http/errors';
import { isClient, isContractorUser, isEmployee, isLeader, type Principal } from './principal';

// Authorization as named preHandlers that read like the rule. Object-level checks (whose company, whose
// agency) live in the service functions.

type Guard = Marked<(request: FastifyRequest) => Promise<void>>;

const notAuthenticated = () =>
  new HttpError(
    401,
    { detail: MESSAGES.notAuthenticated },
    { 'www-authenticate': 'Bearer realm="api"' },
  );

function guard(rule: string, allows: (p: Principal) => boolean = () => true): Guard {
  // Sync checks on the principal the authentication hook loaded; a rejected promise is the answer.
  const check = (request: FastifyRequest) => {
    if (!request.user) return Promise.reject(notAuthenticated());
    if (!allows(request.user)) return Promise.reject(permissionDenied());
    return Promise.resolve();
  };
  return markAccessRule(check, rule);
}

export const requireAuth = guard('any logged-in user');
export const requireClient = guard('client', isClient);
/** A user of type contractor: a leader, an employee, or an agency not created yet. */
export const requireContractor = guard('contractor', isContractorUser);
/** Someone who acts for an agency: its leader or one of its employees. */
export const requireContractorMember = guard(
  'contractor member',
  (p) => isLeader(p) || isEmployee(p),
);
export const requireContractorLeader = guard('contractor leader', isLeader);

/** The caller, for handlers behind a guard. */
export function caller(request: FastifyRequest): Principal {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
