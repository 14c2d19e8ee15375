import { API } from '../../../contract/api-paths';
import type { FastifyInstance } from 'fastify';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireAuth } from './guards';
import { confirmPasswordReset, requestPasswordReset, setPassword } from './password-reset';
import { activateUser, registerUser, resendActivation } from './registration';
import { resetMailLimit } from './reset-mail-limit';
import { authThrottle } from './throttle';

const PUBLIC = { access: 'public' } as const;

/** djoser's user endpoints. */
export function authUsersRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const allowResetMail = resetMailLimit(app.clock, app.counters);

  r.route({
    ...endpoint(app, API.auth.register),
    config: PUBLIC,
    preValidation: authThrottle(app, 'register'),
    handler: async (request, reply) => reply.code(201).send(await registerUser(app, request.body)),
  });

  r.route({
    ...endpoint(app, API.auth.activate),
    config: PUBLIC,
    handler: async (request, reply) => {
      await activateUser(app, request.body);
      return reply.code(204).send();
    },
  });

  r.route({
    ...endpoint(app, API.auth.resendActivation),
    config: PUBLIC,
    preValidation: authThrottle(app, 'resend'),
    handler: async (request, reply) => {
      await resendActivation(app, request.body.email);
      return reply.code(204).send();
    },
  });

  r.route({
    ...endpoint(app, API.auth.resetPassword),
    config: PUBLIC,
    preValidation: authThrottle(app, 'reset'),
    handler: async (request, reply) => {
      await requestPasswordReset(app, allowResetMail, request.body.email);
      return reply.code(204).send();
    },
  });

  r.route({
    ...endpoint(app, API.auth.resetPasswordConfirm),
    config: PUBLIC,
    preValidation: authThrottle(app, 'reset-confirm'),
    handler: async (request, reply) => {
      await confirmPasswordReset(app, request.body);
      return reply.code(204).send();
    },
  });

  r.route({
    ...endpoint(app, API.auth.setPassword),
    preHandler: requireAuth,
    handler: async (request, reply) => {
      await setPassword(app, caller(request), request.body);
      return reply.code(204).send();
    },
  });
}
