import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLAN_SERVICES_MAX, freePlanServicesMessage } from '../../contract/tariff-rules';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { agencyRequest, call, lastMail, login, STRONG_PASSWORD } from './helpers/accounts';
import { rowCounts } from './helpers/checks';
import type { ContractorAccount } from '../../contract/accounts';
import type { Contractor } from '../../contract/contractor';
import type { Page } from '../../contract/drf';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The company flow's agency registration: one request, one transaction, everything or nothing.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const URL = '/contractor/api/v1/register-agency/';
const register = (body: unknown) => call(t.app, 'POST', URL, { body });
type Created = { contractor: Contractor };
type AgencyBody = Awaited<ReturnType<typeof agencyRequest>>;

describe('register-agency', () => {
  it('creates the user, agency, leader account, services and industries, and mails the activation link', async () => {
    const body = await agencyRequest(t.app);
    const before = await rowCounts(t.app);
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: body.email,
      contractor: {
        name: body.company.name,
        inn: body.company.inn,
        is_published: false,
        staff_count: 12,
      },
    });
    const after = await rowCounts(t.app);
    expect(after).toEqual({
      ...before,
      users: before.users! + 1,
      outbox: before.outbox! + 1,
      contractors: before.contractors! + 1,
      contractor_accounts: before.contractor_accounts! + 1,
      service_contractors: before.service_contractors! + 1,
      industry_contractors: before.industry_contractors! + 2,
    });

    const { uid, token } = await lastMail(t.app, body.email);
    expect(
      (await call(t.app, 'POST', '/auth/api/v1/users/activation/', { body: { uid, token } }))
        .status,
    ).toBe(204);
    const session = await login(t.app, body.email, STRONG_PASSWORD);
    const who = await call(t.app, 'GET', '/accounts/api/v1/accout-type-who/', {
      token: session.access,
    });
    expect(who.body).toMatchObject({ type_account: { name: 'contractor' } });
    const mine = await call<ContractorAccount>(
      t.app,
      'GET',
      '/contractor/api/v1/contractors/my-account/',
      {
        token: session.access,
      },
    );
    expect(mine.body).toMatchObject({
      role: { name: 'leader' },
      contractor: { id: (res.body as Created).contractor.id },
    });
  });

  it('a bad service id is a 400 and writes nothing at all', async () => {
    const body = await agencyRequest(t.app);
    body.services = [{ service: 999_999, service_range: body.services[0]!.service_range }];
    const before = await rowCounts(t.app);
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      'services.0.service': ['Недопустимый первичный ключ "999999" - объект не существует.'],
      'services.0.service_range': ['Этот диапазон цен относится к другой услуге.'],
    });
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it('names no more services than the free plan shows, and the sixth is a 400 writing nothing', async () => {
    const ranges = await call<{ results: { id: number; service: number }[] }>(
      t.app,
      'GET',
      '/recruitment/api/v1/service-ranges/?page_size=100',
    );
    const oneEach = [...new Map(ranges.body.results.map((r) => [r.service, r])).values()];
    const services = oneEach.map((r) => ({ service: r.service, service_range: r.id }));
    expect(services.length).toBeGreaterThan(FREE_PLAN_SERVICES_MAX);

    const tooMany = await agencyRequest(t.app);
    tooMany.services = services.slice(0, FREE_PLAN_SERVICES_MAX + 1);
    const before = await rowCounts(t.app);
    const refused = await register(tooMany);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ services: [freePlanServicesMessage(FREE_PLAN_SERVICES_MAX)] });
    expect(await rowCounts(t.app)).toEqual(before);

    const enough = await agencyRequest(t.app);
    enough.services = services.slice(0, FREE_PLAN_SERVICES_MAX);
    expect((await register(enough)).status).toBe(201);
  });

  it('reports shape errors first, then every other bad part at once, with field paths', async () => {
    const body: AgencyBody = await agencyRequest(t.app);
    body.email = DEMO_ACCOUNTS[1].email;
    body.re_password = 'something-else-1';
    body.company.inn = '7704123451';
    body.services.push({ ...body.services[0]! });
    body.industries.push(body.industries[0]!);
    const before = await rowCounts(t.app);
    const res = await register(body);
    expect(res.body).toEqual({
      'company.inn': ['Неверный ИНН: не сходится контрольное число.'],
    });
    body.company.inn = '7704123450';
    const second = await register(body);
    expect(second.body).toEqual({
      email: ['Пользователь с таким email уже существует.'],
      non_field_errors: ['Пароли не совпадают.'],
      'services.1.service': ['Услуга указана дважды.'],
      'industries.2': ['Отрасль указана дважды.'],
    });
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it('a failure inside the transaction rolls every row back', async () => {
    const body = await agencyRequest(t.app);
    const { enqueue } = t.app.mailer;
    t.app.mailer.enqueue = () => Promise.reject(new Error('disk full'));
    const before = await rowCounts(t.app);
    try {
      const res = await register(body);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ detail: 'Ошибка сервера. Мы уже разбираемся.' });
    } finally {
      t.app.mailer.enqueue = enqueue;
    }
    expect(await rowCounts(t.app)).toEqual(before);
    expect((await register(body)).status).toBe(201); // and the same request then succeeds
  });

  it('the new agency stays out of the public catalogue until published', async () => {
    const body = await agencyRequest(t.app);
    const created = await register(body);
    const id = (created.body as Created).contractor.id;
    expect((await call(t.app, 'GET', `/contractor/api/v1/contractors/${id}/`)).status).toBe(404);
    const { uid, token } = await lastMail(t.app, body.email);
    await call(t.app, 'POST', '/auth/api/v1/users/activation/', { body: { uid, token } });
    const { access } = await login(t.app, body.email, STRONG_PASSWORD);
    const publish = () =>
      call(t.app, 'PATCH', `/contractor/api/v1/contractors/${id}/`, {
        token: access,
        body: { is_published: true },
      });
    // Services and a description come with the registration; a place of work is still missing.
    expect((await publish()).status).toBe(400);
    const countries = await call<Page<{ id: number }>>(t.app, 'GET', '/location/api/v1/countries/');
    const place = await call(t.app, 'POST', '/location/api/v1/location-contractors/', {
      token: access,
      body: { country: countries.body.results[0]!.id },
    });
    expect(place.status, JSON.stringify(place.body)).toBe(201);
    expect((await publish()).status).toBe(200);
    const list = await call<Page<Contractor>>(
      t.app,
      'GET',
      `/contractor/api/v1/contractors/?search=${encodeURIComponent(body.company.name)}`,
    );
    expect(list.body.results.map((c) => c.id)).toContain(id);
  });
});
