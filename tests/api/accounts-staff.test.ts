import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorAccount, Employee } from '../../contract/accounts';
import type { Page } from '../../contract/drf';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { call, freshEmail, lastMail, login, roleId } from './helpers/accounts';
import { unlimitedAgencyOf } from './helpers/plans';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The leader's staff management (contractor-accounts-lider), end to end.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await unlimitedAgencyOf(t.app);
});
afterAll(() => t.close());

const ACC = '/accounts/api/v1';

describe('staff of an agency', () => {
  it('leader adds a specialist → set-password mail → it logs in, sees the team, cannot edit or manage', async () => {
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
    expect(edit).toMatchObject({
      status: 403,
      body: { detail: 'Изменять профиль агентства может руководитель или менеджер.' },
    });
    expect(
      (await call(t.app, 'GET', `${ACC}/contractor-accounts-lider/`, { token: employee.access }))
        .status,
    ).toBe(200);
    const invite = await call(t.app, 'POST', `${ACC}/contractor-accounts-lider/`, {
      token: employee.access,
      body: { email: freshEmail('staff'), role: await roleId(t.app, 'specialist') },
    });
    expect(invite).toMatchObject({
      status: 403,
      body: {
        detail:
          'Приглашать сотрудников, менять их роли и удалять их может руководитель или менеджер.',
      },
    });

    const staff = await call<Page<Employee>>(
      t.app,
      'GET',
      `${ACC}/contractor-accounts-lider/?page_size=100`,
      { token: leader.access },
    );
    expect(staff.body.results).toContainEqual(
      expect.objectContaining({ email, is_active: true, invitation_status: 'accepted' }),
    );
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

describe('the rights of the three roles (contract/agency-rights.ts)', () => {
  const [leaderEmail, managerEmail, specialistEmail] = DEMO_ACCOUNTS.slice(1).map((a) => a.email);
  const agencyUrl = async (token: string) => {
    const mine = await call<ContractorAccount>(
      t.app,
      'GET',
      '/contractor/api/v1/contractors/my-account/',
      { token },
    );
    return `/contractor/api/v1/contractors/${mine.body.contractor.id}/`;
  };

  it('a manager edits the profile but cannot unpublish it; the leader can; a specialist neither', async () => {
    const [leader, manager, specialist] = await Promise.all(
      [leaderEmail!, managerEmail!, specialistEmail!].map((e) => login(t.app, e)),
    );
    const url = await agencyUrl(leader!.access);
    const patch = (token: string, body: unknown) => call(t.app, 'PATCH', url, { token, body });

    expect((await patch(manager!.access, { staff_count: 40 })).status).toBe(200);
    // The whole form comes back with the switch unchanged: that is no publishing.
    expect((await patch(manager!.access, { staff_count: 41, is_published: true })).status).toBe(
      200,
    );
    const unpublish = await patch(manager!.access, { name: 'Другое имя', is_published: false });
    expect(unpublish).toEqual(
      expect.objectContaining({
        status: 403,
        body: {
          detail:
            'Публиковать агентство в каталоге и снимать его с публикации может только руководитель.',
        },
      }),
    );
    const forbidden = await patch(specialist!.access, { name: 'Чужое имя', inn: '7707083893' });
    expect(forbidden.status).toBe(403);
    const after = await call<{ name: string; is_published: boolean; staff_count: number }>(
      t.app,
      'GET',
      url,
    );
    expect(after.body).toMatchObject({
      name: 'Северный ветер',
      is_published: true,
      staff_count: 41,
    });

    expect((await patch(leader!.access, { is_published: false })).status).toBe(200);
    expect((await patch(leader!.access, { is_published: true })).status).toBe(200);
  });

  it('a manager invites, re-roles and removes others, never its own place', async () => {
    const manager = await login(t.app, managerEmail!);
    const mine = await call<ContractorAccount>(
      t.app,
      'GET',
      '/contractor/api/v1/contractors/my-account/',
      { token: manager.access },
    );
    const added = await call<Employee>(t.app, 'POST', `${ACC}/contractor-accounts-lider/`, {
      token: manager.access,
      body: { email: freshEmail('by-manager'), role: await roleId(t.app, 'specialist') },
    });
    expect(added.status).toBe(201);
    const promoted = await call<Employee>(
      t.app,
      'PATCH',
      `${ACC}/contractor-accounts-lider/${added.body.id}/`,
      { token: manager.access, body: { role: await roleId(t.app, 'manager') } },
    );
    expect(promoted).toMatchObject({ status: 200, body: { role: { name: 'manager' } } });
    const toLeader = await call(
      t.app,
      'PATCH',
      `${ACC}/contractor-accounts-lider/${added.body.id}/`,
      {
        token: manager.access,
        body: { role: await roleId(t.app, 'leader') },
      },
    );
    expect(toLeader).toMatchObject({
      status: 400,
      body: { role: ['Руководитель у агентства один: выберите другую роль.'] },
    });

    const self = `${ACC}/contractor-accounts-lider/${mine.body.id}/`;
    const demote = await call(t.app, 'PATCH', self, {
      token: manager.access,
      body: { role: await roleId(t.app, 'specialist') },
    });
    expect(demote.status).toBe(403);
    expect((await call(t.app, 'DELETE', self, { token: manager.access })).status).toBe(403);
    expect(
      (
        await call(t.app, 'DELETE', `${ACC}/contractor-accounts-lider/${added.body.id}/`, {
          token: manager.access,
        })
      ).status,
    ).toBe(204);
  });
});

describe('people have names', () => {
  it('set when inviting, shown in the team, trimmed and bounded', async () => {
    const leader = await login(t.app, DEMO_ACCOUNTS[1].email);
    const email = freshEmail('named');
    const added = await call<Employee>(t.app, 'POST', `${ACC}/contractor-accounts-lider/`, {
      token: leader.access,
      body: {
        email,
        role: await roleId(t.app, 'specialist'),
        first_name: '  Анна ',
        last_name: 'Смирнова',
        position: ' Аналитик ',
      },
    });
    expect(added.body).toMatchObject({
      first_name: 'Анна',
      last_name: 'Смирнова',
      position: 'Аналитик',
      invitation_status: 'pending',
    });
    const bad = await call(t.app, 'POST', `${ACC}/contractor-accounts-lider/`, {
      token: leader.access,
      body: {
        email: freshEmail('bad'),
        role: await roleId(t.app, 'specialist'),
        first_name: 'Анна\nhttps://evil.example',
        last_name: 'С'.repeat(151),
      },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        first_name: ['Без переводов строк и служебных символов.'],
        last_name: ['Убедитесь, что это значение содержит не более 150 символов.'],
      },
    });
  });

  it('users/me/ shows them and PATCH changes them; bad input changes nothing', async () => {
    const client = await login(t.app, DEMO_ACCOUNTS[0].email);
    const me = () =>
      call<Record<string, unknown>>(t.app, 'GET', '/auth/api/v1/users/me/', {
        token: client.access,
      });
    expect((await me()).body).toMatchObject({
      email: DEMO_ACCOUNTS[0].email,
      first_name: 'Ольга',
      last_name: 'Миронова',
      position: 'Директор по маркетингу',
    });
    const patch = (body: unknown) =>
      call(t.app, 'PATCH', '/auth/api/v1/users/me/', { token: client.access, body });
    expect(await patch({ position: ' Коммерческий директор ' })).toMatchObject({
      status: 200,
      body: { first_name: 'Ольга', position: 'Коммерческий директор' },
    });
    const bad = await patch({ first_name: 'Ок', last_name: 'x'.repeat(151) });
    expect(bad.status).toBe(400);
    expect((await patch({ email: 'other@example.com' })).status).toBe(400);
    expect((await me()).body).toMatchObject({ first_name: 'Ольга', last_name: 'Миронова' });
  });
});
