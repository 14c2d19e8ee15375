import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Employee } from '../../contract/accounts';
import type { Page } from '../../contract/drf';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import {
  accountTypeIds,
  agencyRequest,
  call,
  freshEmail,
  lastMail,
  login,
  roleId,
  STRONG_PASSWORD,
  type Session,
} from './helpers/accounts';
import { unlimitedAgencyOf } from './helpers/plans';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Employee invitations: the hourly limit per agency, re-sending, withdrawing, expiry and the mail itself.

const PER_HOUR = 4;
const DAY_MS = 24 * 60 * 60 * 1000;
const TTL_MS = 7 * DAY_MS;
const HOUR_MS = 60 * 60 * 1000;
const LIDER = '/accounts/api/v1/contractor-accounts-lider';
const CONFIRM = '/auth/api/v1/users/reset_password_confirm/';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ staffInvitations: { perHour: PER_HOUR, ttlMs: TTL_MS } });
});
afterAll(() => t.close());
// Limits and expiry count by Date: stopped, so a slow machine changes nothing; tests move it themselves.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => void vi.useRealTimers());

/** A new agency of its own (so each test has a fresh hourly budget), its leader logged in. */
async function newAgency(name?: string, app = t.app): Promise<Session> {
  const body = await agencyRequest(app);
  if (name) body.company.name = name;
  expect((await call(app, 'POST', '/contractor/api/v1/register-agency/', { body })).status).toBe(
    201,
  );
  const { uid, token } = await lastMail(app, body.email);
  await call(app, 'POST', '/auth/api/v1/users/activation/', { body: { uid, token } });
  await unlimitedAgencyOf(app, body.email); // more people than the free plan's team
  return login(app, body.email, STRONG_PASSWORD);
}

const invite = async (
  leader: Session,
  email = freshEmail('invitee'),
  extra: object = {},
  app = t.app,
) =>
  call<Employee>(app, 'POST', `${LIDER}/`, {
    token: leader.access,
    body: { email, role: await roleId(app, 'specialist'), ...extra },
  });

const team = async (leader: Session) =>
  (
    await call<Page<Employee>>(t.app, 'GET', `${LIDER}/`, {
      token: leader.access,
    })
  ).body.results;

const confirm = (uid: string, token: string) =>
  call(t.app, 'POST', CONFIRM, { body: { uid, token, new_password: 'quiet-harbour-5531' } });

const registerClient = async (email: string, app = t.app) =>
  call(app, 'POST', '/auth/api/v1/users/', {
    body: {
      email,
      password: STRONG_PASSWORD,
      re_password: STRONG_PASSWORD,
      type_account: (await accountTypeIds(app)).client,
    },
  });

describe('the hourly limit per agency', () => {
  it('the next invitation over the limit is a 429 with Retry-After; an hour later it goes', async () => {
    const owner = await newAgency();
    const start = Date.now();
    const first = await invite(owner);
    expect(first.status).toBe(201);
    vi.setSystemTime(start + 10 * 60 * 1000);
    const leader = await login(t.app, owner.email, owner.password); // access tokens live 5 minutes
    // A re-send and a withdrawn invitation count too: invite-and-withdraw cannot spam an address.
    expect(
      (
        await call(t.app, 'POST', `${LIDER}/${first.body.id}/resend-invitation/`, {
          token: leader.access,
        })
      ).status,
    ).toBe(200);
    const withdrawn = await invite(leader);
    await call(t.app, 'DELETE', `${LIDER}/${withdrawn.body.id}/invitation/`, {
      token: leader.access,
    });
    expect((await invite(leader)).status).toBe(201); // the 4th mail of the hour

    const email = freshEmail('over');
    const over = await invite(leader, email);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      detail:
        'Агентство может отправить не больше 4 приглашений в час. ' +
        'Следующее можно будет отправить через 50 мин.',
    });
    expect(over.headers['retry-after']).toBe(String(50 * 60));
    expect((await team(leader)).map((e) => e.email)).not.toContain(email); // nothing written
    const resend = await call(t.app, 'POST', `${LIDER}/${first.body.id}/resend-invitation/`, {
      token: leader.access,
    });
    expect(resend.status).toBe(429);

    // Another agency has its own budget.
    expect((await invite(await newAgency())).status).toBe(201);

    vi.setSystemTime(start + HOUR_MS);
    expect((await invite(await login(t.app, owner.email, owner.password), email)).status).toBe(201);
  });
});

describe('re-sending and withdrawing', () => {
  it('a re-sent invitation has a new link; the old one no longer works', async () => {
    const leader = await newAgency();
    const email = freshEmail('resent');
    const added = await invite(leader, email);
    const old = await lastMail(t.app, email);
    vi.setSystemTime(Date.now() + 1000);
    const resent = await call<Employee>(
      t.app,
      'POST',
      `${LIDER}/${added.body.id}/resend-invitation/`,
      {
        token: leader.access,
      },
    );
    expect(resent).toMatchObject({ status: 200, body: { invitation_status: 'pending' } });
    const fresh = await lastMail(t.app, email);
    expect(fresh.mail.id).not.toBe(old.mail.id);
    expect(fresh.token).not.toBe(old.token);

    expect((await confirm(old.uid, old.token)).status).toBe(400);
    expect((await confirm(fresh.uid, fresh.token)).status).toBe(204);
    // Accepted: nothing left to re-send or withdraw.
    const again = await call(t.app, 'POST', `${LIDER}/${added.body.id}/resend-invitation/`, {
      token: leader.access,
    });
    expect(again).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Сотрудник уже принял приглашение.'] },
    });
    expect(
      (
        await call(t.app, 'DELETE', `${LIDER}/${added.body.id}/invitation/`, {
          token: leader.access,
        })
      ).status,
    ).toBe(400);
  });

  it('inviting a pending address again re-sends it with the new role instead of refusing', async () => {
    const leader = await newAgency();
    const email = freshEmail('twice');
    const first = await invite(leader, email);
    const old = await lastMail(t.app, email);
    vi.setSystemTime(Date.now() + 1000);
    const second = await call<Employee>(t.app, 'POST', `${LIDER}/`, {
      token: leader.access,
      body: { email, role: await roleId(t.app, 'manager'), first_name: 'Пётр' },
    });
    expect(second).toMatchObject({
      status: 201,
      body: { id: first.body.id, role: { name: 'manager' }, first_name: 'Пётр' },
    });
    expect((await confirm(old.uid, old.token)).status).toBe(400);
  });

  it('a withdrawn invitation frees the address: it can register, or be invited again', async () => {
    const leader = await newAgency();
    const email = freshEmail('withdrawn');
    const added = await invite(leader, email);
    const link = await lastMail(t.app, email);
    expect((await registerClient(email)).body).toEqual({
      email: ['Пользователь с таким email уже существует.'],
    });
    const withdrawn = await call(t.app, 'DELETE', `${LIDER}/${added.body.id}/invitation/`, {
      token: leader.access,
    });
    expect(withdrawn.status).toBe(204);
    expect((await team(leader)).map((e) => e.email)).not.toContain(email);
    expect((await confirm(link.uid, link.token)).status).toBe(400);
    expect((await invite(await newAgency(), email)).status).toBe(201);

    const other = freshEmail('withdrawn');
    const second = await invite(leader, other);
    await call(t.app, 'DELETE', `${LIDER}/${second.body.id}/invitation/`, { token: leader.access });
    expect((await registerClient(other)).status).toBe(201);
  });

  it('another agency cannot touch the invitation', async () => {
    const leader = await newAgency();
    const added = await invite(leader);
    const stranger = await login(t.app, DEMO_ACCOUNTS[1].email);
    for (const [method, suffix] of [
      ['POST', 'resend-invitation/'],
      ['DELETE', 'invitation/'],
    ] as const)
      expect(
        (
          await call(t.app, method, `${LIDER}/${added.body.id}/${suffix}`, {
            token: stranger.access,
          })
        ).status,
      ).toBe(404);
  });
});

describe('expiry', () => {
  it('an expired invitation shows so, its link dies, and the address is free again', async () => {
    const leader = await newAgency();
    const [a, b, c] = [freshEmail('late'), freshEmail('late'), freshEmail('late')];
    const start = Date.now();
    for (const email of [a, b, c]) await invite(leader, email);
    const linkA = await lastMail(t.app, a);

    vi.setSystemTime(start + TTL_MS - 1000);
    const fresh = await login(t.app, leader.email, leader.password);
    expect((await team(fresh)).map((e) => e.invitation_status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);

    vi.setSystemTime(start + TTL_MS);
    const later = await login(t.app, leader.email, leader.password);
    expect((await team(later)).map((e) => e.invitation_status)).toEqual([
      'expired',
      'expired',
      'expired',
    ]);
    const resetLink = await call(t.app, 'POST', '/auth/api/v1/users/reset_password/', {
      body: { email: a },
    });
    expect(resetLink.status).toBe(204);
    expect((await lastMail(t.app, a)).mail.id).toBe(linkA.mail.id); // no new link for it

    // a: registers on its own; b: another agency invites it; c: the same agency invites it again.
    expect((await registerClient(a)).status).toBe(201);
    expect((await confirm(linkA.uid, linkA.token)).status).toBe(400);
    expect((await invite(await newAgency(), b)).status).toBe(201);
    const renewed = await invite(later, c);
    expect(renewed).toMatchObject({ status: 201, body: { invitation_status: 'pending' } });
    expect((await team(later)).map((e) => e.email)).toEqual([c]);
  });

  it('a still valid link of an expired invitation is refused with a clear message', async () => {
    const ttl = 2 * DAY_MS; // shorter than the link's three days
    const app = await buildTestApp({ staffInvitations: { perHour: PER_HOUR, ttlMs: ttl } });
    try {
      const body = await agencyRequest(app.app);
      await call(app.app, 'POST', '/contractor/api/v1/register-agency/', { body });
      const activation = await lastMail(app.app, body.email);
      await call(app.app, 'POST', '/auth/api/v1/users/activation/', {
        body: { uid: activation.uid, token: activation.token },
      });
      const leader = await login(app.app, body.email, STRONG_PASSWORD);
      const email = freshEmail('short');
      await call(app.app, 'POST', `${LIDER}/`, {
        token: leader.access,
        body: { email, role: await roleId(app.app, 'specialist') },
      });
      const link = await lastMail(app.app, email);
      vi.setSystemTime(Date.now() + ttl + 1000);
      const res = await call(app.app, 'POST', CONFIRM, {
        body: { uid: link.uid, token: link.token, new_password: 'quiet-harbour-5531' },
      });
      expect(res).toMatchObject({
        status: 400,
        body: {
          token: [
            'Приглашение истекло: попросите руководителя или менеджера агентства отправить его снова.',
          ],
        },
      });
    } finally {
      await app.close();
    }
  });

  it('counts on the app’s clock: registering cannot take an address still invited by it', async () => {
    const past = new Date('2026-03-20T09:00:00Z'); // invitation long expired by the machine's clock
    const app = await buildTestApp(
      { staffInvitations: { perHour: PER_HOUR, ttlMs: TTL_MS } },
      { clock: () => past },
    );
    try {
      const email = freshEmail('early');
      expect((await invite(await newAgency(undefined, app.app), email, {}, app.app)).status).toBe(
        201,
      );
      expect(await registerClient(email, app.app)).toMatchObject({
        status: 400,
        body: { email: ['Пользователь с таким email уже существует.'] },
      });
    } finally {
      await app.close();
    }
  });
});

describe('the invitation mail', () => {
  it('opens with the product, shows the agency name as inert text and escapes it in HTML', async () => {
    const name = 'Служба безопасности <b>https://evil.example</b>';
    const leader = await newAgency(name);
    const email = freshEmail('mail');
    await invite(leader, email);
    const { mail, link } = await lastMail(t.app, email);
    expect(mail.subject.startsWith('Приглашение в Подряд: агентство «')).toBe(true);
    expect(link.pathname).toBe('/auth/reset');
    for (const part of [mail.subject, mail.text, mail.html!]) {
      expect(part).not.toContain('https://evil');
      expect(part).not.toContain('evil.example');
    }
    expect(mail.text).toContain('Агентство (название указано им самим): «Служба безопасности');
    expect(mail.html).toContain('&lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
    // The only link in either part is ours.
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([link.href]);
    expect([...mail.html!.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toHaveLength(1);
  });
});
