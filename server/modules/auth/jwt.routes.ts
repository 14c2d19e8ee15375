import type { FastifyInstance } from 'fastify';
import {
  emptyObject,
  loginRequest,
  refreshRequest,
  tokenPair,
  verifyRequest,
} from '../../../contract/auth';
import { typed } from '../../http/route-kit';
import { login } from './login';
import { blacklistRefresh, rotateRefresh, verifyAnyToken } from './sessions';
import { authThrottle } from './throttle';

const PREFIX = '/auth/api/v1/jwt';
/** simplejwt's token views: open to anyone, and they ignore an Authorization header. */
const TOKEN_VIEW = { access: 'public', authentication: false } as const;

export function authJwtRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.post(
    `${PREFIX}/create/`,
    {
      config: TOKEN_VIEW,
      preValidation: authThrottle(app, 'login'),
      schema: { body: loginRequest, response: { 200: tokenPair } },
    },
    (request) => login(app, request.body),
  );

  r.post(
    `${PREFIX}/refresh/`,
    { config: TOKEN_VIEW, schema: { body: refreshRequest, response: { 200: tokenPair } } },
    (request) => rotateRefresh(db, app.jwtSecret, request.body.refresh),
  );

  r.post(
    `${PREFIX}/verify/`,
    { config: TOKEN_VIEW, schema: { body: verifyRequest, response: { 200: emptyObject } } },
    async (request) => {
      await verifyAnyToken(db, app.jwtSecret, request.body.token);
      return {};
    },
  );

  r.post(
    `${PREFIX}/blacklist/`,
    { config: TOKEN_VIEW, schema: { body: refreshRequest, response: { 200: emptyObject } } },
    async (request) => {
      await blacklistRefresh(db, app.jwtSecret, request.body.refresh);
      return {};
    },
  );
}
