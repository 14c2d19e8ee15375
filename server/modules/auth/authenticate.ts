import type { FastifyInstance, RouteOptions } from 'fastify';
import { HttpError } from '../../http/errors';
import { isApiPath } from '../../http/not-found';
import { hasAccessRule } from './guards';
import { readToken } from './jwt';
import { loadPrincipal, type Principal } from './principal';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, resolved once from `Authorization: Bearer <access>`; null for a guest. */
    user: Principal | null;
  }
  interface FastifyContextConfig {
    /** `public`: anyone may call this route (every other write route names a guard). */
    access?: 'public';
    /** false: the Authorization header is ignored (simplejwt's token views). */
    authentication?: false;
  }
}

/** simplejwt's messages in its Russian translation. */
export const AUTH_MESSAGES = {
  tokenNotValid: 'Токен недействителен или просрочен',
  notValidForAnyType: 'Данный токен недействителен для любого типа токена',
  badHeader: 'Заголовок авторизации должен содержать два значения, разделенных пробелом',
  userNotFound: 'Пользователь не найден',
  userInactive: 'Пользователь неактивен',
  noActiveAccount: 'Не найдено активной учетной записи с указанными данными',
  blacklisted: 'Токен занесен в черный список',
} as const;

const WWW_AUTHENTICATE = { 'www-authenticate': 'Bearer realm="api"' };

export const unauthorized = (detail: string, code?: string) =>
  new HttpError(401, code ? { detail, code } : { detail }, WWW_AUTHENTICATE);
export const tokenNotValid = (detail: string = AUTH_MESSAGES.tokenNotValid) =>
  unauthorized(detail, 'token_not_valid');

/**
 * Authentication, once for every API request: a valid bearer access token sets `request.user`; a bad one
 * is a 401 on any route, as simplejwt's JWTAuthentication answers. Also refuses, at startup, a write route
 * that declares no access rule.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    const readOnly = methods.every((m) => m === 'GET' || m === 'HEAD');
    if (!isApiPath(route.url) || readOnly) return;
    if (route.config?.access === 'public' || hasAccessRule(route.preHandler)) return;
    throw new Error(`${methods.join(',')} ${route.url} declares no access rule`);
  });

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || request.routeOptions.config.authentication === false) return;
    if (!isApiPath(request.url)) return;
    const [scheme, token, ...rest] = header.trim().split(/\s+/);
    if (scheme !== 'Bearer') return; // another scheme: not ours, the caller stays a guest
    if (!token || rest.length > 0)
      throw unauthorized(AUTH_MESSAGES.badHeader, 'bad_authorization_header');
    const claims = await readToken(app.jwtSecret, token, 'access');
    if (!claims) throw tokenNotValid(AUTH_MESSAGES.notValidForAnyType);
    const principal = await loadPrincipal(app.db.db, claims.user_id, claims.fid ?? null);
    if (!principal) throw unauthorized(AUTH_MESSAGES.userNotFound, 'user_not_found');
    if (!principal.isActive) throw unauthorized(AUTH_MESSAGES.userInactive, 'user_inactive');
    request.user = principal;
  });
}
