import type { FastifyInstance } from 'fastify';
import {
  emailRequest,
  me,
  registeredUser,
  registerRequest,
  resetConfirmRequest,
  setPasswordRequest,
  uidTokenRequest,
} from '../../../contract/auth';
import { typed } from '../../http/route-kit';
import { caller, requireAuth } from './guards';
import { confirmPasswordReset, requestPasswordReset, setPassword } from './password-reset';
import { heldAccountTypes } from './principal';
import { activateUser, registerUser, resendActivation } from './registration';
import { authThrottle } from './throttle';

const PREFIX = '/auth/api/v1/users';
const PUBLIC = { access: 'public' } as const;

/** djoser's user endpoints. */
export function authUsersRoutes(app: FastifyInstance): void {
  const r = typed(app);

  r.post(
    `${PREFIX}/`,
    {
      config: PUBLIC,
      preValidation: authThrottle(app, 'register'),
      schema: { body: registerRequest, response: { 201: registeredUser } },
    },
    async (request, reply) => reply.code(201).send(await registerUser(app, request.body)),
  );

  r.post(
    `${PREFIX}/activation/`,
    { config: PUBLIC, schema: { body: uidTokenRequest } },
    async (request, reply) => {
      await activateUser(app, request.body);
      return reply.code(204).send();
    },
  );

  r.post(
    `${PREFIX}/resend_activation/`,
    { config: PUBLIC, preValidation: authThrottle(app, 'resend'), schema: { body: emailRequest } },
    async (request, reply) => {
      await resendActivation(app, request.body.email);
      return reply.code(204).send();
    },
  );

  r.post(
    `${PREFIX}/reset_password/`,
    { config: PUBLIC, preValidation: authThrottle(app, 'reset'), schema: { body: emailRequest } },
    async (request, reply) => {
      await requestPasswordReset(app, request.body.email);
      return reply.code(204).send();
    },
  );

  r.post(
    `${PREFIX}/reset_password_confirm/`,
    {
      config: PUBLIC,
      preValidation: authThrottle(app, 'reset-confirm'),
      schema: { body: resetConfirmRequest },
    },
    async (request, reply) => {
      await confirmPasswordReset(app, request.body);
      return reply.code(204).send();
    },
  );

  r.post(
    `${PREFIX}/set_password/`,
    { preHandler: requireAuth, schema: { body: setPasswordRequest } },
    async (request, reply) => {
      await setPassword(app, caller(request), request.body);
      return reply.code(204).send();
    },
  );

  r.get(
    `${PREFIX}/me/`,
    { preHandler: requireAuth, schema: { response: { 200: me } } },
    (request) => {
      const user = caller(request);
      return {
        id: user.id,
        email: user.email,
        type_account: user.typeAccount.id,
        accountTypes: heldAccountTypes(user),
      };
    },
  );
}
