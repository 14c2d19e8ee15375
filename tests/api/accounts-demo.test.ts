import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorAccount, Employee } from '../../contract/accounts';
import type { Page } from '../../contract/drf';
import { DEMO_AGENCY_LOGINS } from '../../server/db/seed/demo-agency-logins';
import { DEMO_ACCOUNTS, DEMO_INVITEE } from '../../server/db/seed/demo-users';
import { seedDatabase } from '../../server/db/seed';
import { call, login } from './helpers/accounts';
import { rowCounts } from './helpers/checks';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The demo accounts of the start banner: present, with their company, agency and staff; seeded once.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const seedAgain = () => seedDatabase(t.app.db.db, { demo: true, passwordHashLog2N: 10 });

describe('demo accounts', () => {
  it('the client has its company; the leader leads a published demo agency with two employees and an invitation', async () => {
    const [client, leader, employee1, employee2] = await Promise.all(
      DEMO_ACCOUNTS.map((a) => login(t.app, a.email)),
    );
    const company = await call(t.app, 'GET', '/company/api/v1/companies/my-account/', {
      token: client!.access,
    });
    expect(company.body).toMatchObject({ company: { name: 'Хлебный дом' } });
    const agency = await call<ContractorAccount>(
      t.app,
      'GET',
      '/contractor/api/v1/contractors/my-account/',
      {
        token: leader!.access,
      },
    );
    expect(agency.body).toMatchObject({
      role: { name: 'leader' },
      contractor: { is_published: true },
    });
    const staff = await call<Page<Employee>>(
      t.app,
      'GET',
      '/accounts/api/v1/contractor-accounts-lider/',
      {
        token: leader!.access,
      },
    );
    expect(
      staff.body.results.map((e) => [e.email, e.first_name, e.role?.name, e.invitation_status]),
    ).toEqual([
      [employee1!.email, 'Мария', 'manager', 'accepted'],
      [employee2!.email, 'Илья', 'specialist', 'accepted'],
      [DEMO_INVITEE.email, DEMO_INVITEE.firstName, 'specialist', 'pending'],
    ]);
  });

  it('logs each other demo agency’s leader into that agency', async () => {
    for (const demo of DEMO_AGENCY_LOGINS) {
      const { access } = await login(t.app, demo.email);
      const account = await call<ContractorAccount>(
        t.app,
        'GET',
        '/contractor/api/v1/contractors/my-account/',
        { token: access },
      );
      expect(account.body).toMatchObject({
        role: { name: 'leader' },
        contractor: { name: demo.agency, is_published: true },
      });
    }
  });

  it('seeding again changes nothing', async () => {
    const before = await rowCounts(t.app);
    expect(await seedAgain()).toBe(false);
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it('a database seeded before the demo users existed gets them on the next start', async () => {
    const emails = DEMO_ACCOUNTS.map((a) => a.email);
    await t.app.db.query(`delete from companies where name = 'Хлебный дом'`);
    await t.app.db.query('delete from users where email = any($1)', [emails]);
    await t.app.db.query(`delete from app_settings where key = 'seed_demo_users_v1'`);
    expect(await seedAgain()).toBe(true);
    for (const email of emails) await login(t.app, email);
  });
});
