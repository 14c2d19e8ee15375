import { and, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../contract/company';
import type { Contractor } from '../../contract/contractor';
import { companies, contractors } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { agencyRequest, call, innFor, login, registerActive } from './helpers/accounts';
import { rowCounts } from './helpers/checks';
import { buildTestApp, type TestApp } from './helpers/test-app';

// One client company per ИНН and one agency per ИНН: a field error on create and on update, a unique index
// under both, and demo data that keeps to it.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const COMPANY_TAKEN = ['Компания с таким ИНН уже существует.'];
const AGENCY_TAKEN = ['Агентство с таким ИНН уже существует.'];
const ACC = '/accounts/api/v1';
const COMPANIES = '/company/api/v1/companies';
const CONTRACTORS = '/contractor/api/v1/contractors';

async function clientWithCompany(inn: string) {
  const { access: token } = await registerActive(t.app, 'client');
  const res = await call<Company>(t.app, 'POST', `${COMPANIES}/`, {
    token,
    body: { name: `Компания ${inn}`, inn },
  });
  expect(res.status).toBe(201);
  return { token, company: res.body };
}

/** The demo leader's token and agency. */
async function demoLeaderAgency() {
  const leader = await login(t.app, DEMO_ACCOUNTS[1].email);
  const mine = await call<{ contractor: Contractor }>(t.app, 'GET', `${CONTRACTORS}/my-account/`, {
    token: leader.access,
  });
  return { leader, mine };
}

/** A 400 whose only error is the ИНН `field` taken. */
function expectInnTaken(res: { status: number; body: unknown }, field: string, message: string[]) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ [field]: message });
}

describe('client companies', () => {
  it('a second company with a taken ИНН is a 400 on the inn field, and nothing is written', async () => {
    await clientWithCompany(innFor(9001));
    const { access: token } = await registerActive(t.app, 'client');
    const before = await rowCounts(t.app);
    const direct = await call(t.app, 'POST', `${COMPANIES}/`, {
      token,
      body: { name: 'Двойник', inn: innFor(9001) },
    });
    expectInnTaken(direct, 'inn', COMPANY_TAKEN);
    // the demo client's ИНН too, and through the accounts API (its nested field name)
    const nested = await call(t.app, 'POST', `${ACC}/company-accounts/`, {
      token,
      body: { company: { name: 'Двойник', inn: '7704123450' } },
    });
    expectInnTaken(nested, 'company.inn', COMPANY_TAKEN);
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it('changing to another company’s ИНН is refused; keeping one’s own is fine', async () => {
    const first = await clientWithCompany(innFor(9002));
    const second = await clientWithCompany(innFor(9003));
    const url = `${COMPANIES}/${second.company.id}/`;
    const taken = await call(t.app, 'PATCH', url, {
      token: second.token,
      body: { inn: innFor(9002) },
    });
    expectInnTaken(taken, 'inn', COMPANY_TAKEN);
    const account = await call<{ id: number }>(
      t.app,
      'GET',
      `${ACC}/company-accounts/get_company_by_user/`,
      { token: second.token },
    );
    const nested = await call(t.app, 'PATCH', `${ACC}/company-accounts/${account.body.id}/`, {
      token: second.token,
      body: { company: { inn: innFor(9002) } },
    });
    expectInnTaken(nested, 'company.inn', COMPANY_TAKEN);
    expect((await call<Company>(t.app, 'GET', url, { token: second.token })).body.inn).toBe(
      innFor(9003),
    );
    const own = await call<Company>(t.app, 'PATCH', url, {
      token: second.token,
      body: { inn: innFor(9003), name: 'Переименована' },
    });
    expect(own.status).toBe(200);
    expect(own.body.name).toBe('Переименована');
    expect(first.company.inn).toBe(innFor(9002));
  });
});

describe('agencies', () => {
  it('registering an agency with a taken ИНН: company.inn, and no user, agency or mail is written', async () => {
    const body = await agencyRequest(t.app);
    expect(
      (await call(t.app, 'POST', '/contractor/api/v1/register-agency/', { body })).status,
    ).toBe(201);
    const again = await agencyRequest(t.app);
    const before = await rowCounts(t.app);
    const res = await call(t.app, 'POST', '/contractor/api/v1/register-agency/', {
      body: { ...again, company: { ...again.company, inn: body.company.inn } },
    });
    expectInnTaken(res, 'company.inn', AGENCY_TAKEN);
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it('two registrations racing for one ИНН: one agency, and a field error (not a 500) for the other', async () => {
    const first = await agencyRequest(t.app);
    const second = await agencyRequest(t.app);
    const company = { ...second.company, inn: first.company.inn };
    const answers = await Promise.all([
      call(t.app, 'POST', '/contractor/api/v1/register-agency/', { body: first }),
      call(t.app, 'POST', '/contractor/api/v1/register-agency/', { body: { ...second, company } }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(answers.find((res) => res.status === 400)!.body).toEqual({
      'company.inn': AGENCY_TAKEN,
    });
  });

  it('a contractor’s new agency, and a leader’s edit, cannot take another agency’s ИНН', async () => {
    const { access: token } = await registerActive(t.app, 'contractor');
    const { leader, mine } = await demoLeaderAgency();
    const ownInn = mine.body.contractor.inn!;

    const created = await call(t.app, 'POST', `${CONTRACTORS}/`, {
      token,
      body: { name: 'Копия', inn: ownInn },
    });
    expectInnTaken(created, 'inn', AGENCY_TAKEN);
    const nested = await call(t.app, 'POST', `${ACC}/contractor-accounts/`, {
      token,
      body: { contractor: { name: 'Копия', inn: ownInn } },
    });
    expect(nested.body).toEqual({ 'contractor.inn': AGENCY_TAKEN });

    const [other] = await t.app.db.db
      .select({ inn: contractors.inn })
      .from(contractors)
      .where(and(ne(contractors.id, mine.body.contractor.id), isNotNull(contractors.inn))) // any other agency with one
      .limit(1);
    const url = `${CONTRACTORS}/${mine.body.contractor.id}/`;
    const taken = await call(t.app, 'PATCH', url, {
      token: leader.access,
      body: { inn: other!.inn },
    });
    expectInnTaken(taken, 'inn', AGENCY_TAKEN);
    const own = await call(t.app, 'PATCH', url, { token: leader.access, body: { inn: ownInn } });
    expect(own.status).toBe(200);
  });

  it('an agency and a client company may share an ИНН (separate lists)', async () => {
    const { mine } = await demoLeaderAgency();
    await clientWithCompany(mine.body.contractor.inn!);
  });
});

describe('the database keeps to it too', () => {
  it('a unique index refuses a second row with a taken ИНН', async () => {
    const db = t.app.db.db;
    await expect(
      db.insert(companies).values({ name: 'Мимо API', inn: '7704123450' }),
    ).rejects.toThrow();
    const [agency] = await db
      .select({ inn: contractors.inn })
      .from(contractors)
      .where(isNotNull(contractors.inn))
      .limit(1);
    await expect(
      db.insert(contractors).values({ name: 'Мимо API', inn: agency!.inn }),
    ).rejects.toThrow();
    // an agency without an ИНН yet is not a duplicate of another
    await db.insert(contractors).values([{ name: 'Без ИНН 1' }, { name: 'Без ИНН 2' }]);
  });

  it('the demo data has no ИНН twice', async () => {
    const twice = (table: string) =>
      t.app.db.query(
        `select inn from ${table} where inn is not null group by inn having count(*) > 1`,
      );
    expect(await twice('companies')).toEqual([]);
    expect(await twice('contractors')).toEqual([]);
  });
});
