import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../../../contract/api-paths';
import { hasAccessRule } from '../../http/access-rule';
import { HttpError } from '../../http/errors';
import { MAX_ID, readToken } from './jwt';
import { principalLoader, type Principal, type PrincipalLoader } from './principal';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the `authentication` plugin. */
    loadPrincipal: PrincipalLoader;
  }
  interface FastifyRequest {
    /** The caller, resolved once from `Authorization: Bearer <access>`; null for a guest. */
    user: Principal | null;
  }
  interface FastifyContextConfig {
    /** `public`: anyone may call this route (every other write route names a guard). */
    access?: 'public';
    /** false: the Authorization header is ignored (simplejwt's token views). */
    authentication?: false;
    /**
     * Called once the bearer token is verified, before the principal is read: a read the route will need,
     * keyed by the token's user, can run alongside the principal's (on PostgreSQL, on another connection).
     * The route may use it only after authentication and its guard have passed.
     */
    alongsidePrincipal?: (request: FastifyRequest, userId: number) => void;
  }
}

/** simplejwt's messages in its Russian translation. */
export const AUTH_MESSAGES = {
  tokenNotValid: 'Токен недействителен или просрочен',
  notValidForAnyType: 'Данный токен недействителен для любого типа токена',
  badHeader: 'Заголовок авторизации должен содержать два значения, разделенных пробелом',
  userNotFound: 'Пользователь не найден',
  userInactive: 'Пользователь неактивен',
  noActiveAccount: 'Неверная почта или пароль',
  blacklisted: 'Токен занесён в чёрный список',
} as const;

const WWW_AUTHENTICATE = { 'www-authenticate': 'Bearer realm="api"' };

export const unauthorized = (detail: string, code?: string) =>
  new HttpError(401, code ? { detail, code } : { detail }, WWW_AUTHENTICATE);
export const tokenNotValid = (detail: string = AUTH_MESSAGES.tokenNotValid) =>
  unauthorized(detail, 'token_not_valid');

/**
 * The caller an access token names, or the 401 simplejwt would answer: used for every API request and by
 * anything that authenticates without one (the notification socket). `alongside`: called with the verified
 * token's user id just before the principal is read (the route's `alongsidePrincipal`).
 */
export async function authenticateAccess(
  ctx: Pick<FastifyInstance, 'loadPrincipal' | 'secrets'>,
  token: string,
  alongside?: (userId: number) => void,
): Promise<Principal> {
  const claims = readToken(ctx.secrets.jwt, token, 'access');
  // Every access token names its login (`fid`); one without it was not issued by this server's sessions.
  if (!claims?.fid) throw tokenNotValid(AUTH_MESSAGES.notValidForAnyType);
  // A signed id no user can have (beyond the id column's range) names nobody, as an unknown one does.
  const userId = claims.user_id;
  let principal: Principal | null = null;
  if (userId >= 1 && userId <= MAX_ID) {
    alongside?.(userId);
    principal = await ctx.loadPrincipal(userId, claims.fid);
  }
  if (!principal) throw unauthorized(AUTH_MESSAGES.userNotFound, 'user_not_found');
  if (!principal.isActive) throw unauthorized(AUTH_MESSAGES.userInactive, 'user_inactive');
  // Logged out, password changed elsewhere, or revoked for reuse: the token dies with its login.
  if (!principal.sessionLive) throw tokenNotValid(AUTH_MESSAGES.notValidForAnyType);
  return principal;
}

/** Refuses, at startup, an API write route that names no guard and is not marked public. */
export function requireAccessRules(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    const readOnly = methods.every((m) => m === 'GET' || m === 'HEAD');
    if (!isApiPath(route.url) || readOnly) return;
    if (route.config?.access === 'public' || hasAccessRule(route.preHandler)) return;
    throw new Error(`${methods.join(',')} ${route.url} declares no access rule`);
  });
}

/**
 * Authentication, once for every API request: a valid bearer access token sets `request.user`; a bad one
 * is a 401 on any route, as simplejwt's JWTAuthentication answers; with the access-rule check above. Not
 * encapsulated: it covers the routes of every module.
 */
export const authentication = fp(
  (app, _options, done) => {
    app.decorate('loadPrincipal', principalLoader(app.db.db));
    app.decorateRequest('user', null);

    requireAccessRules(app);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header || request.routeOptions.config.authentication === false) return;
      if (!isApiPath(request.url)) return;
      const [scheme, token, ...rest] = header.trim().split(/\s+/);
      if (scheme !== 'Bearer') return; // another scheme: not ours, the caller stays a guest
      if (!token || rest.length > 0)
        throw unauthorized(AUTH_MESSAGES.badHeader, 'bad_authorization_header');
      const alongside = request.routeOptions.config.alongsidePrincipal;
      request.user = await authenticateAccess(
        app,
        token,
        alongside && ((userId) => alongside(request, userId)),
      );
    });
    done();
  },
  { name: 'authentication', dependencies: ['db', 'secrets'] },
);
