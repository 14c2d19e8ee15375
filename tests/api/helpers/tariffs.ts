import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Invoice, PaymentDetailsInput, SubscriptionState } from '../../../contract/tariffs';
import { notifications } from '../../../server/db/schema';
import { call } from './accounts';
import { buildTestApp, type TestApp } from './test-app';
import { buildWorld, callerAs, type Role, type World } from './world';

// Tariffs in tests: a server whose clock the file moves (`clock.now`; the demo agency's paid «Бизнес» is
// seeded relative to it), its visitors, valid requisites, and the operator's calls.

export const PL = '/plans/api/v1';
export const TARIFFS_NOW = new Date('2026-03-20T09:00:00Z');
export const DAY = 24 * 60 * 60 * 1000;

/** A company's requisites with every checksum valid (Sberbank Moscow's БИК and correspondent account). */
export const VALID_REQUISITES = {
  legal_name: 'ООО «Голос города»',
  inn: '7701234560',
  kpp: '770101001',
  ogrn: '1027700123450',
  legal_address: 'г. Москва, ул. Тверская, д. 1',
  bank_name: 'ПАО Сбербанк',
  bik: '044525225',
  correspondent_account: '30101810400000000225',
  settlement_account: '40702810200000012345',
} satisfies PaymentDetailsInput;

export function useTariffApp() {
  const clock = { now: TARIFFS_NOW };
  let t: TestApp;
  let world: World;
  const userIds = {} as Record<Role, number>;
  beforeAll(async () => {
    t = await buildTestApp({}, { clock: () => clock.now });
    world = await buildWorld(t.app);
    for (const role of Object.keys(world) as Role[])
      if (world[role].session)
        userIds[role] = (
          await call<{ id: number }>(t.app, 'GET', '/auth/api/v1/users/me/', {
            token: world[role].session.access,
          })
        ).body.id;
  }, 120_000);
  afterAll(() => t.close());

  const app = () => t.app;
  const as = callerAs(app, () => world);
  const agency = (role: Role) => world[role].contractorId!;

  /** The operator's call: `Authorization: Operator <token>` (the server's own token by default). */
  async function operator<T = Invoice>(
    action: 'confirm' | 'cancel',
    number: number,
    authorization = `Operator ${t.app.secrets.operator}`,
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PL}/operator/invoices/${number}/${action}/`,
      headers: authorization ? { authorization } : {},
    });
    return { status: res.statusCode, body: res.json<T>() };
  }

  async function state(role: Role): Promise<SubscriptionState> {
    const res = await as(role)<SubscriptionState>('GET', `${PL}/subscription/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  async function saveRequisites(role: Role, body: Record<string, unknown> = VALID_REQUISITES) {
    const res = await as(role)('POST', `${PL}/payment-details-create/`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  async function issue(role: Role, plan: string, period_months: number): Promise<Invoice> {
    const res = await as(role)<Invoice>('POST', `${PL}/invoices/`, { plan, period_months });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  async function confirm(number: number): Promise<Invoice> {
    const res = await operator('confirm', number);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  /** The `subscription_changed` notifications `role`'s user got with this status. */
  const notified = (app: FastifyInstance, role: Role, status: string) =>
    app.db.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userIds[role]),
          eq(notifications.kind, 'subscription_changed'),
          sql`${notifications.payload}->>'status' = ${status}`,
        ),
      );

  return {
    clock,
    app,
    as,
    agency,
    world: () => world,
    operator,
    state,
    saveRequisites,
    issue,
    confirm,
    notified: (role: Role, status: string) => notified(t.app, role, status),
  };
}
