import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../../contract/text';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { call, login, type Session } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The five inputs of issue 27 §1 that answered 500: each answers a 4xx in DRF's shape now.

let t: TestApp;
let client: Session;
let leader: Session;
beforeAll(async () => {
  t = await buildTestApp();
  client = await login(t.app, DEMO_ACCOUNTS[0].email);
  leader = await login(t.app, DEMO_ACCOUNTS[1].email);
}, 180_000); // a hang guard: the app and two logins on a busy machine
afterAll(() => t?.close());

describe('inputs that reached PostgreSQL', () => {
  it('a NUL in a push endpoint is a 400', async () => {
    const res = await call(t.app, 'POST', '/notification/api/v1/push/unsubscribe/', {
      token: client.access,
      body: { endpoint: 'a\u0000b' },
    });
    expect(res).toMatchObject({ status: 400, body: { endpoint: [NUL_MESSAGE] } });
  });

  it('a NUL in an invoice’s plan is a 400', async () => {
    const res = await call(t.app, 'POST', '/plans/api/v1/invoices/', {
      token: leader.access,
      body: { plan: 'a\u0000b', period_months: 1 },
    });
    expect(res).toMatchObject({ status: 400, body: { plan: [NUL_MESSAGE] } });
  });

  it.each([
    ['GET', '/plans/api/v1/invoices/2147483648/pdf/'],
    ['POST', '/plans/api/v1/invoices/9999999999/cancel/'],
  ] as const)('%s %s: an invoice number past int4 is a 404', async (method, url) => {
    const res = await call(t.app, method, url, { token: leader.access });
    expect(res).toMatchObject({ status: 404, body: { detail: 'Не найдено.' } });
  });

  it('an empty PATCH of the agency’s own service is a 200 with the service as it is', async () => {
    const account = await call<{ contractor: { id: number } }>(
      t.app,
      'GET',
      '/accounts/api/v1/contractor-accounts/get_contractor_by_user/',
      { token: leader.access },
    );
    const profile = await call<{ services: { id: number }[] }>(
      t.app,
      'GET',
      `/contractor/api/contractors-lk/${account.body.contractor.id}/`,
      { token: leader.access },
    );
    const service = profile.body.services[0]!;
    const res = await call(t.app, 'PATCH', `/service/api/v1/service-contractors/${service.id}/`, {
      token: leader.access,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(service);
  });
});
