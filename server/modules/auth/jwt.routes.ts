import { API } from '../../../contract/api-paths';
import type { FastifyInstance } from 'fastify';
import { endpoint, typed } from '../../http/route-kit';
import { login } from './login';
import { blacklistRefresh, rotateRefresh, verifyAnyToken } from './sessions';
import { loginThrottle } from './login-throttle';

/** simplejwt's token views: open to anyone, and they ignore an Authorization header. */
const TOKEN_VIEW = { access: 'public', authentication: false } as const;

export function authJwtRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const grace = { graceSeconds: app.config.refreshGraceSeconds };
  const throttle = loginThrottle(app.config.authRateLimit, app.counters);

  r.route({
    ...endpoint(app, API.auth.tokenCreate),
    config: TOKEN_VIEW,
    handler: async (request, reply) => {
      const client = {
        ip: request.ip,
        cookieHeader: request.headers.cookie,
        https: request.protocol === 'https',
      };
      const { tokens, setCookie } = await login(app, throttle, client, request.body);
      return reply.header('set-cookie', setCookie).send(tokens);
    },
  });

  r.route({
    ...endpoint(app, API.auth.tokenRefresh),
    config: TOKEN_VIEW,
    handler: (request) => rotateRefresh(db, app.secrets.jwt, request.body.refresh, grace),
  });

  r.route({
    ...endpoint(app, API.auth.tokenVerify),
    config: TOKEN_VIEW,
    handler: async (request) => {
      await verifyAnyToken(db, app.secrets.jwt, request.body.token, grace);
      return {};
    },
  });

  r.route({
    ...endpoint(app, API.auth.tokenBlacklist),
    config: TOKEN_VIEW,
    handler: async (request) => {
      await blacklistRefresh(db, app.secrets.jwt, request.body.refresh, grace);
      return {};
    },
  });
}
