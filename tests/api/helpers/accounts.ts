import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { outbox } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-users';

// Callers, mail links and fixtures shared by the auth, accounts and authorization-matrix tests.

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function call<T = unknown>(
  app: FastifyInstance,
  method: Method,
  url: string,
  { body, token, ip }: { body?: unknown; token?: string; ip?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (typeof body === 'string') headers['content-type'] = 'application/json'; // raw JSON text
  const options: InjectOptions = { method, url, headers };
  if (body !== undefined) options.payload = body as InjectOptions['payload'];
  if (ip) options.remoteAddress = ip;
  const res = await app.inject(options);
  return {
    status: res.statusCode,
    body: res.body ? res.json<T>() : (undefined as T),
    headers: res.headers,
  };
}

let sequence = 0;
/** A unique email for this test run. */
export const freshEmail = (tag = 'user') =>
  `${tag}-${Date.now().toString(36)}-${++sequence}@test.example`;

/** A valid 10-digit ИНН: 9 digits from `n`, then the check digit. */
export function innFor(n: number): string {
  const base = String(100_000_000 + (n % 900_000_000)).padStart(9, '0');
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const check = (weights.reduce((s, w, i) => s + w * Number(base[i]), 0) % 11) % 10;
  return base + String(check);
}

export const STRONG_PASSWORD = 'tender-lamp-4821';

/** The newest mail to `email` and the `uid`/`token` of its link. */
export async function lastMail(app: FastifyInstance, email: string) {
  const [mail] = await app.db.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  return {
    mail: mail!,
    link,
    uid: link.searchParams.get('uid')!,
    token: link.searchParams.get('token')!,
  };
}

export async function accountTypeIds(app: FastifyInstance) {
  const res = await call<{ results: { id: number; name: string }[] }>(
    app,
    'GET',
    '/accounts/api/v1/account-types/',
  );
  const id = (name: string) => res.body.results.find((t) => t.name === name)!.id;
  return {
    client: id('client'),
    contractor: id('contractor'),
    contractorUser: id('contractor_user'),
  };
}

export async function roleId(app: FastifyInstance, name: string): Promise<number> {
  const res = await call<{ results: { id: number; name: string }[] }>(
    app,
    'GET',
    '/accounts/api/v1/roles/',
  );
  return res.body.results.find((r) => r.name === name)!.id;
}

export interface Session {
  email: string;
  password: string;
  access: string;
  refresh: string;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const res = await call<{ access: string; refresh: string }>(
    app,
    'POST',
    '/auth/api/v1/jwt/create/',
    {
      body: { email, password },
    },
  );
  expect(res.status, `login of ${email}`).toBe(200);
  return { email, password, ...res.body };
}

/** Registers through users/, opens the activation link from the outbox, logs in. */
export async function registerActive(
  app: FastifyInstance,
  type: 'client' | 'contractor',
  email = freshEmail(type),
): Promise<Session> {
  const types = await accountTypeIds(app);
  const res = await call(app, 'POST', '/auth/api/v1/users/', {
    body: {
      email,
      password: STRONG_PASSWORD,
      re_password: STRONG_PASSWORD,
      type_account: types[type],
    },
  });
  expect(res.status).toBe(201);
  const { uid, token } = await lastMail(app, email);
  expect(
    (await call(app, 'POST', '/auth/api/v1/users/activation/', { body: { uid, token } })).status,
  ).toBe(204);
  return login(app, email, STRONG_PASSWORD);
}

/** A valid register-agency body. */
export async function agencyRequest(
  app: FastifyInstance,
  email = freshEmail('agency'),
  n = sequence++,
) {
  const services = await call<{ results: { id: number; service: number }[] }>(
    app,
    'GET',
    '/recruitment/api/v1/service-ranges/?page_size=5',
  );
  const range = services.body.results[0]!;
  const industries = await call<{ results: { id: number }[] }>(
    app,
    'GET',
    '/industry/api/v1/industries/',
  );
  return {
    email,
    password: STRONG_PASSWORD,
    re_password: STRONG_PASSWORD,
    company: {
      name: `Агентство ${n}`,
      inn: innFor(n + 1000),
      website: 'https://agency.example',
      city: null,
      description: 'Digital-агентство полного цикла.',
      staff_count: 12,
      founded_year: 2015,
    },
    services: [{ service: range.service, service_range: range.id }],
    industries: [industries.body.results[0]!.id, industries.body.results[1]!.id],
  };
}
