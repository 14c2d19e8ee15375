import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-users';
import {
  agencyRequest,
  call,
  innFor,
  lastMail,
  login,
  registerActive,
  STRONG_PASSWORD,
  type Method,
  type Session,
} from './accounts';

/**
 * The visitors every route is tried as: a guest, a client, the three roles inside an agency (its leader —
 * the owner account —, a manager and a specialist), plus a second client and a second agency's leader for
 * ownership.
 */
export const ROLES = [
  'guest',
  'client',
  'otherClient',
  'leader',
  'otherLeader',
  'manager',
  'specialist',
] as const;
export type Role = (typeof ROLES)[number];

export interface Actor {
  session: Session | null;
  companyAccountId: number | null;
  companyId: number | null;
  contractorAccountId: number | null;
  contractorId: number | null;
}

export type World = Record<Role, Actor>;

async function describeActor(app: FastifyInstance, session: Session | null): Promise<Actor> {
  if (!session) {
    return {
      session,
      companyAccountId: null,
      companyId: null,
      contractorAccountId: null,
      contractorId: null,
    };
  }
  const token = session.access;
  const company = await call<{ id: number | null; company: { id: number } | null }>(
    app,
    'GET',
    '/accounts/api/v1/company-accounts/get_company_by_user/',
    { token },
  );
  const contractor = await call<{ id: number | null; contractor: { id: number } | null }>(
    app,
    'GET',
    '/accounts/api/v1/contractor-accounts/get_contractor_by_user/',
    { token },
  );
  return {
    session,
    companyAccountId: company.body.id,
    companyId: company.body.company?.id ?? null,
    contractorAccountId: contractor.body.id,
    contractorId: contractor.body.contractor?.id ?? null,
  };
}

/**
 * The demo client, agency leader, manager and specialist, plus a second client (with its company) and a
 * second agency (registered through the company flow, so unpublished).
 */
export async function buildWorld(app: FastifyInstance): Promise<World> {
  const [clientEmail, agencyEmail, managerEmail, specialistEmail] = DEMO_ACCOUNTS.map(
    (a) => a.email,
  );
  const otherClient = await registerActive(app, 'client');
  const created = await call(app, 'POST', '/accounts/api/v1/company-accounts/', {
    token: otherClient.access,
    body: { company: { name: 'Другая компания', inn: innFor(777) } },
  });
  expect(created.status).toBe(201);

  const agency = await agencyRequest(app);
  expect(
    (await call(app, 'POST', '/contractor/api/v1/register-agency/', { body: agency })).status,
  ).toBe(201);
  const { uid, token } = await lastMail(app, agency.email);
  await call(app, 'POST', '/auth/api/v1/users/activation/', { body: { uid, token } });
  const otherLeader = await login(app, agency.email, STRONG_PASSWORD);

  return {
    guest: await describeActor(app, null),
    client: await describeActor(app, await login(app, clientEmail!)),
    otherClient: await describeActor(app, otherClient),
    leader: await describeActor(app, await login(app, agencyEmail!)),
    otherLeader: await describeActor(app, otherLeader),
    manager: await describeActor(app, await login(app, managerEmail!)),
    specialist: await describeActor(app, await login(app, specialistEmail!)),
  };
}

/** `as(role)(method, url, body)`: a request with that visitor's access token (none for a guest). */
export const callerAs =
  (app: () => FastifyInstance, world: () => World) =>
  (role: Role) =>
  <T = Record<string, unknown>>(method: Method, url: string, body?: unknown) =>
    call<T>(app(), method, url, { token: world()[role].session?.access, body });
