import { API } from '../../../contract/api-paths';
import type { FastifyInstance } from 'fastify';
import { endpoint, typed } from '../../http/route-kit';
import { login } from './login';
import { blacklistRefresh, rotateRefresh, verifyAnyToken } from './sessions';
import { authThrottle } from './throttle';

/** simplejwt's token views: open to anyone, and they ignore an Authorization header. */
const TOKEN_VIEW = { access: 'public', authentication: false } as const;

export function authJwtRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.route({
    ...endpoint(app, API.auth.tokenCreate),
    config: TOKEN_VIEW,
    preValidation: authThrottle(app, 'login'),
    handler: (request) => login(app, request.body),
  });

  r.route({
    ...endpoint(app, API.auth.tokenRefresh),
    config: TOKEN_VIEW,
    handler: (request) => rotateRefresh(db, app.secrets.jwt, request.body.refresh),
  });

  r.route({
    ...endpoint(app, API.auth.tokenVerify),
    config: TOKEN_VIEW,
    handler: async (request) => {
      await verifyAnyToken(db, app.secrets.jwt, request.body.token);
      return {};
    },
  });

  r.route({
    ...endpoint(app, API.auth.tokenBlacklist),
    config: TOKEN_VIEW,
    handler: async (request) => {
      await blacklistRefresh(db, app.secrets.jwt, request.body.refresh);
      return {};
    },
  });
}
