import type { FastifyRequest } from 'fastify';
import { markAccessRule, OPERATOR_RULE } from '../../http/access-rule';
import { HttpError, MESSAGES, permissionDenied } from '../../http/errors';
import { isOperatorToken } from '../../security/operator-token';

/**
 * The guard of the operator's routes: `Authorization: Operator <token>` with the server's operator token
 * (OPERATOR_TOKEN or DATA_DIR/operator-token). No header: 401; a user's bearer token or a wrong token: 403,
 * whoever the user is. The route skips user authentication, so a bearer token is never even looked up.
 */
export const requireOperator = markAccessRule((request: FastifyRequest) => {
  const [scheme, token, ...rest] = (request.headers.authorization ?? '').trim().split(/\s+/);
  if (!scheme)
    return Promise.reject(
      new HttpError(
        401,
        { detail: MESSAGES.notAuthenticated },
        { 'www-authenticate': 'Operator realm="operator"' },
      ),
    );
  const ok =
    scheme === 'Operator' &&
    token !== undefined &&
    rest.length === 0 &&
    isOperatorToken(token, request.server.secrets.operator);
  return ok ? Promise.resolve() : Promise.reject(permissionDenied());
}, OPERATOR_RULE);
