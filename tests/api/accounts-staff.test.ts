import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorAccount, Employee } from '../../contract/accounts';
import type { Page } from '../../contract/drf';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { call, freshEmail, lastMail, login, roleId } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The leader's staff management (contractor-accounts-lider), end to end.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ACC = '/accounts/api/v1';

describe('staff of an agency', () => {
  it('leader adds an employee → set-password mail → the employee logs in, edits, cannot manage staff', async () => {
    const leader = await login(t.app, DEMO_ACCOUNTS[1].email);
    const email = freshEmail('staff');
    const added = await call<Employee>(t.app, 'POST', `${ACC}/contractor-accounts-lider/`, {
      token: leader.access,
      body: { email, role: await roleId(t.app, 'specialist') },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ email, is_active: false, role: { name: 'specialist' } });

    const { link, uid, token } = await lastMail(t.app, email);
    expect(link.pathname).toBe('/auth/reset');
    const set = await call(t.app, 'POST', '/auth/api/v1/users/reset_password_confirm/', {
      body: { uid, token, new_password: 'bright-morning-2209' },
    });
    expect(set.status).toBe(204);
    const employee = await login(t.app, email, 'bright-morning-2209');
    const mine = await call<ContractorAccount>(
      t.app,
      'GET',
      '/contractor/api/v1/contractors/my-account/',
      {
        token: employee.access,
      },
    );
    expect(mine.body).toMatchObject({
      role: { name: 'specialist' },
      contractor: { name: 'Северный ветер' },
    });
    const edit = await call(
      t.app,
      'PATCH',
      `/contractor/api/v1/contractors/${mine.body.contractor.id}/`,
      {
        token: employee.access,
        body: { description: 'Отредактировано сотрудником' },
      },
    );
    expect(edit.status).toBe(200);
    expect(
      (await call(t.app, 'GET', `${ACC}/contractor-accounts-lider/`, { token: employee.access }))
        .status,
    ).toBe(403);

    const staff = await call<Page<Employee>>(
      t.app,
      'GET',
      `${ACC}/contractor-accounts-lider/?page_size=100`,
      { token: leader.access },
    );
    expect(staff.body.results).toContainEqual(expect.objectContaining({ email, is_active: true }));
    expect(staff.body.results.map((e) => e.email)).not.toContain(DEMO_ACCOUNTS[1].email);
  });

  it('rejects a taken email, an unknown role and a second leader', async () => {
    const leader = await login(t.app, DEMO_ACCOUNTS[1].email);
    const res = await call(t.app, 'POST', `${ACC}/contractor-accounts-lider/`, {
      token: leader.access,
      body: { email: DEMO_ACCOUNTS[0].email, role: 999 },
    });
    expect(res.body).toEqual({
      email: ['Пользователь с таким email уже существует.'],
      role: ['Недопустимый первичный ключ "999" - объект не существует.'],
    });
    const second = await call(t.app, 'POST', `${ACC}/contractor-accounts-lider/`, {
      token: leader.access,
      body: { email: freshEmail(), role: await roleId(t.app, 'leader') },
    });
    expect(Object.keys(second.body as object)).toEqual(['role']);
  });
});
