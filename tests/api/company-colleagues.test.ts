import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Colleague } from '../../contract/colleagues';
import type { Page } from '../../contract/drf';
import type { Project } from '../../contract/project';
import { companyAccounts, users } from '../../server/db/schema';
import { DEMO_CLIENT_COLLEAGUE } from '../../server/db/seed/demo-colleague';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/demo-users';
import {
  accountTypeIds,
  call,
  freshEmail,
  innFor,
  lastMail,
  login,
  registerActive,
  STRONG_PASSWORD,
  type Method,
  type Session,
} from './helpers/accounts';
import { newProject, PROJECTS } from './helpers/projects';
import { buildTestApp, type TestApp } from './helpers/test-app';

// A client company's people: its owner invites colleagues by mail, re-sends, withdraws and removes; the
// colleagues read the list and, once they set a password, work on the company's projects as the owner does.

const PER_HOUR = 4;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const TTL_MS = 2 * DAY_MS; // shorter than a link's three days: an expired invitation's link still verifies
const COLLEAGUES = '/accounts/api/v1/company-accounts-colleagues';
const CONFIRM = '/auth/api/v1/users/reset_password_confirm/';
const NEW_PASSWORD = 'quiet-harbour-5531';
const OWNER_ONLY = { detail: 'Приглашать и удалять коллег может только владелец компании.' };

let t: TestApp;
let innSeed = 41_000;
beforeAll(async () => {
  t = await buildTestApp({ staffInvitations: { perHour: PER_HOUR, ttlMs: TTL_MS } });
});
afterAll(() => t.close());
// Limits and expiry count by Date: stopped, so a slow machine changes nothing; tests move it themselves.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => void vi.useRealTimers());

type Company = { owner: Session; companyId: number };

/** A new client with a company of its own (so each test has a fresh hourly budget), logged in. */
async function newCompany(name = 'Пекарня на углу'): Promise<Company> {
  const owner = await registerActive(t.app, 'client');
  const created = await call<{ company: { id: number } }>(
    t.app,
    'POST',
    '/accounts/api/v1/company-accounts/',
    { token: owner.access, body: { company: { name, inn: innFor(++innSeed) } } },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { owner, companyId: created.body.company.id };
}

const send = <T = Record<string, unknown>>(
  method: Method,
  url: string,
  token?: string,
  body?: unknown,
) => call<T>(t.app, method, url, { token, body });

const invite = (owner: Session, email = freshEmail('colleague'), extra: object = {}) =>
  send<Colleague>('POST', `${COLLEAGUES}/`, owner.access, { email, ...extra });

const people = async (session: Session) => {
  const res = await send<Page<Colleague>>('GET', `${COLLEAGUES}/`, session.access);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results;
};

const confirm = (uid: string, token: string) =>
  send('POST', CONFIRM, undefined, { uid, token, new_password: NEW_PASSWORD });

/** Invites `email` into the owner's company and accepts through the mail's link; the colleague logged in. */
async function acceptedColleague(owner: Session, email = freshEmail('colleague')) {
  const invited = await invite(owner, email, { first_name: 'Ольга', last_name: 'Соколова' });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const { uid, token } = await lastMail(t.app, email);
  expect((await confirm(uid, token)).status).toBe(204);
  return { id: invited.body.id, session: await login(t.app, email, NEW_PASSWORD) };
}

/** The rows a refused request must leave as they were: the company's links and the users behind them. */
const snapshot = async (companyId: number) =>
  t.app.db.db
    .select({ account: companyAccounts, email: users.email, password: users.password })
    .from(companyAccounts)
    .innerJoin(users, eq(users.id, companyAccounts.userId))
    .where(eq(companyAccounts.companyId, companyId))
    .orderBy(companyAccounts.id);

describe('who may do what', () => {
  let owner: Session;
  let companyId: number;
  let colleague: Session;
  let pendingId: number;
  let acceptedId: number;
  let agencyLeader: Session;
  let agencyEmployee: Session;
  let otherOwner: Session;
  let noCompany: Session;

  beforeAll(async () => {
    ({ owner, companyId } = await newCompany());
    const accepted = await acceptedColleague(owner);
    colleague = accepted.session;
    acceptedId = accepted.id;
    pendingId = (await invite(owner)).body.id;
    agencyLeader = await login(t.app, DEMO_ACCOUNTS[1].email);
    agencyEmployee = await login(t.app, DEMO_ACCOUNTS[2].email);
    otherOwner = (await newCompany('Чужая компания')).owner;
    noCompany = await registerActive(t.app, 'client');
  });

  it('a guest gets 401 on every route', async () => {
    for (const [method, url] of [
      ['GET', `${COLLEAGUES}/`],
      ['POST', `${COLLEAGUES}/`],
      ['DELETE', `${COLLEAGUES}/${acceptedId}/`],
      ['POST', `${COLLEAGUES}/${pendingId}/resend-invitation/`],
      ['DELETE', `${COLLEAGUES}/${pendingId}/invitation/`],
    ] as const)
      expect((await send(method, url, undefined, { email: freshEmail() })).status).toBe(401);
  });

  it("an agency's people get 403 on every route", async () => {
    for (const session of [agencyLeader, agencyEmployee])
      for (const [method, url] of [
        ['GET', `${COLLEAGUES}/`],
        ['POST', `${COLLEAGUES}/`],
        ['DELETE', `${COLLEAGUES}/${acceptedId}/`],
        ['POST', `${COLLEAGUES}/${pendingId}/resend-invitation/`],
        ['DELETE', `${COLLEAGUES}/${pendingId}/invitation/`],
      ] as const)
        expect(
          (await send(method, url, session.access, { email: freshEmail() })).status,
          `${method} ${url}`,
        ).toBe(403);
  });

  it("another company's owner reads only its own people and gets 404 for ours", async () => {
    const before = await snapshot(companyId);
    const theirs = await people(otherOwner);
    expect(theirs.map((p) => p.email)).toEqual([otherOwner.email]);
    for (const [method, url] of [
      ['DELETE', `${COLLEAGUES}/${acceptedId}/`],
      ['DELETE', `${COLLEAGUES}/${pendingId}/`],
      ['POST', `${COLLEAGUES}/${pendingId}/resend-invitation/`],
      ['DELETE', `${COLLEAGUES}/${pendingId}/invitation/`],
    ] as const)
      expect((await send(method, url, otherOwner.access)).status, `${method} ${url}`).toBe(404);
    expect(await snapshot(companyId)).toEqual(before);
  });

  it('a client without a company has no list (404) and invites no one', async () => {
    expect((await send('GET', `${COLLEAGUES}/`, noCompany.access)).status).toBe(404);
    expect(
      (await send('POST', `${COLLEAGUES}/`, noCompany.access, { email: freshEmail() })).status,
    ).toBe(404);
  });

  it('a colleague reads the list but changes nothing: 403 saying who may', async () => {
    const before = await snapshot(companyId);
    const list = await people(colleague);
    expect(list.map((p) => p.is_owner)).toEqual([true, false, false]);
    for (const [method, url] of [
      ['POST', `${COLLEAGUES}/`],
      ['DELETE', `${COLLEAGUES}/${acceptedId}/`],
      ['DELETE', `${COLLEAGUES}/${pendingId}/`],
      ['POST', `${COLLEAGUES}/${pendingId}/resend-invitation/`],
      ['DELETE', `${COLLEAGUES}/${pendingId}/invitation/`],
    ] as const) {
      const res = await send(method, url, colleague.access, { email: freshEmail() });
      expect(res, `${method} ${url}`).toMatchObject({ status: 403, body: OWNER_ONLY });
    }
    expect(await snapshot(companyId)).toEqual(before);
  });

  it('the owner cannot remove itself; an unknown or malformed id is a 404', async () => {
    const [me] = await people(owner);
    expect(me!.is_owner).toBe(true);
    expect(await send('DELETE', `${COLLEAGUES}/${me!.id}/`, owner.access)).toMatchObject({
      status: 403,
      body: { detail: 'Владельца компании убрать нельзя.' },
    });
    for (const id of ['999999', 'abc', '0'])
      expect((await send('DELETE', `${COLLEAGUES}/${id}/`, owner.access)).status).toBe(404);
    expect((await people(owner)).map((p) => p.email)[0]).toBe(owner.email);
  });
});

describe('the list', () => {
  it('shows the owner first, then colleagues and invitations in their order, pending ones with the expiry', async () => {
    const { owner } = await newCompany();
    const start = Date.now();
    const accepted = await acceptedColleague(owner, freshEmail('accepted'));
    const pendingEmail = freshEmail('pending');
    const pending = await invite(owner, pendingEmail, { position: 'Финансовый директор' });
    expect(pending.status).toBe(201);
    expect(pending.body).toMatchObject({
      email: pendingEmail,
      first_name: '',
      last_name: '',
      position: 'Финансовый директор',
      is_owner: false,
      is_active: false,
      invitation_status: 'pending',
      invitation_expires_at: new Date(start + TTL_MS).toISOString(),
    });

    const list = await people(owner);
    expect(list.map((p) => [p.email, p.is_owner, p.invitation_status])).toEqual([
      [owner.email, true, 'accepted'],
      [accepted.session.email, false, 'accepted'],
      [pendingEmail, false, 'pending'],
    ]);
    expect(list[0]!.invitation_expires_at).toBeNull();
    expect(list[1]).toMatchObject({ first_name: 'Ольга', last_name: 'Соколова', is_active: true });
    // Paged as every list: one at a time, with the total.
    const first = await send<Page<Colleague>>(
      'GET',
      `${COLLEAGUES}/?page_size=1&page=2`,
      owner.access,
    );
    expect(first.body).toMatchObject({ count: 3, results: [{ id: accepted.id }] });
  });
});

describe('inviting', () => {
  it('mails a set-password link naming the company and who invites', async () => {
    const { owner } = await newCompany('Сыроварня «Луг»');
    await send('PATCH', '/auth/api/v1/users/me/', owner.access, {
      first_name: 'Анна',
      last_name: 'Лугова',
    });
    const email = freshEmail('mail');
    expect((await invite(owner, email)).status).toBe(201);
    const { mail, link } = await lastMail(t.app, email);
    expect(link.pathname).toBe('/auth/reset');
    // A name with its own quotes is not quoted twice.
    expect(mail.subject).toBe('Приглашение в Подряд: компания Сыроварня «Луг»');
    expect(mail.text).toContain('Вас пригласили в компанию заказчика на Подряде');
    expect(mail.text).toContain('Приглашает: Анна Лугова');
    expect(mail.text).toContain('Приглашение действует 2 дня');
    // The invitee cannot log in before setting a password.
    const early = await send('POST', '/auth/api/v1/jwt/create/', undefined, {
      email,
      password: NEW_PASSWORD,
    });
    expect(early.status).toBe(401);
  });

  it('refuses bad input with Russian field errors and writes nothing', async () => {
    const { owner, companyId } = await newCompany();
    const before = await snapshot(companyId);
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { email: ['Обязательное поле.'] }],
      [{ email: 'не адрес' }, { email: ['Введите правильный адрес электронной почты.'] }],
      [
        { email: freshEmail(), first_name: 'x'.repeat(151) },
        { first_name: ['Убедитесь, что это значение содержит не более 150 символов.'] },
      ],
      [{ email: freshEmail(), role: 2 }, {}],
    ];
    for (const [body, errors] of cases) {
      const res = await send('POST', `${COLLEAGUES}/`, owner.access, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      if (Object.keys(errors).length > 0) expect(res.body).toMatchObject(errors);
    }
    expect(await snapshot(companyId)).toEqual(before);
  });

  it('an address registered elsewhere gets a clear 400; one already in the company too', async () => {
    const { owner, companyId } = await newCompany();
    const before = await snapshot(companyId);
    for (const email of [DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[0].email.toUpperCase()])
      expect(await invite(owner, email)).toMatchObject({
        status: 400,
        body: {
          email: [
            'Этот адрес уже зарегистрирован на Подряде. Пригласить можно только адрес, у которого ещё нет учётной записи.',
          ],
        },
      });
    expect(await invite(owner, owner.email)).toMatchObject({
      status: 400,
      body: { email: ['Этот человек уже работает в вашей компании на Подряде.'] },
    });
    expect(await snapshot(companyId)).toEqual(before);
    // An address another company invited is taken while its invitation holds it.
    const other = await newCompany('Другая');
    const held = freshEmail('held');
    expect((await invite(other.owner, held)).status).toBe(201);
    expect((await invite(owner, held)).status).toBe(400);
  });

  it('inviting a pending address again re-sends it with the new names', async () => {
    const { owner } = await newCompany();
    const email = freshEmail('twice');
    const first = await invite(owner, email);
    const old = await lastMail(t.app, email);
    vi.setSystemTime(Date.now() + 1000);
    const second = await invite(owner, email, { first_name: 'Пётр' });
    expect(second).toMatchObject({ status: 201, body: { id: first.body.id, first_name: 'Пётр' } });
    expect((await confirm(old.uid, old.token)).status).toBe(400);
    expect((await people(owner)).length).toBe(2);
  });
});

describe('re-sending, withdrawing and removing', () => {
  it('a re-sent invitation has a new link and a later expiry; the old link dies', async () => {
    const { owner } = await newCompany();
    const email = freshEmail('resent');
    const added = await invite(owner, email);
    const old = await lastMail(t.app, email);
    vi.setSystemTime(Date.now() + HOUR_MS);
    const fresh = await login(t.app, owner.email, owner.password);
    const resent = await send<Colleague>(
      'POST',
      `${COLLEAGUES}/${added.body.id}/resend-invitation/`,
      fresh.access,
    );
    expect(resent.status).toBe(200);
    expect(Date.parse(resent.body.invitation_expires_at!)).toBe(Date.now() + TTL_MS);
    const link = await lastMail(t.app, email);
    expect(link.mail.id).not.toBe(old.mail.id);
    expect((await confirm(old.uid, old.token)).status).toBe(400);
    expect((await confirm(link.uid, link.token)).status).toBe(204);
    // Accepted: nothing left to re-send or withdraw.
    for (const [method, suffix] of [
      ['POST', 'resend-invitation/'],
      ['DELETE', 'invitation/'],
    ] as const)
      expect(
        await send(method, `${COLLEAGUES}/${added.body.id}/${suffix}`, fresh.access),
      ).toMatchObject({
        status: 400,
        body: { non_field_errors: ['Коллега уже принял приглашение.'] },
      });
  });

  it('a withdrawn invitation frees the address and kills its link', async () => {
    const { owner } = await newCompany();
    const email = freshEmail('withdrawn');
    const added = await invite(owner, email);
    const link = await lastMail(t.app, email);
    expect(
      (await send('DELETE', `${COLLEAGUES}/${added.body.id}/invitation/`, owner.access)).status,
    ).toBe(204);
    expect((await people(owner)).map((p) => p.email)).toEqual([owner.email]);
    expect((await confirm(link.uid, link.token)).status).toBe(400);
    expect((await registerActive(t.app, 'client', email)).email).toBe(email);
  });

  it('removing a pending invitation withdraws it', async () => {
    const { owner } = await newCompany();
    const added = await invite(owner);
    expect((await send('DELETE', `${COLLEAGUES}/${added.body.id}/`, owner.access)).status).toBe(
      204,
    );
    expect((await people(owner)).length).toBe(1);
  });

  it('a removed colleague keeps its login but loses the company and its projects at once', async () => {
    const { owner } = await newCompany();
    const { project } = await newProject(t.app, owner.access);
    const { id, session } = await acceptedColleague(owner);
    expect((await send('GET', `${PROJECTS}/${project.id}/`, session.access)).status).toBe(200);
    expect((await send('DELETE', `${COLLEAGUES}/${id}/`, owner.access)).status).toBe(204);
    expect((await people(owner)).map((p) => p.email)).toEqual([owner.email]);
    expect((await send('GET', `${PROJECTS}/${project.id}/`, session.access)).status).toBe(404);
    const mine = await send(
      'GET',
      '/accounts/api/v1/company-accounts/get_company_by_user/',
      session.access,
    );
    expect(mine.body).toEqual({ id: null, company: null });
  });
});

describe('an accepted colleague works as a client of the company', () => {
  it('sets its password through the invitation link and sees and changes the owner’s projects', async () => {
    const { owner, companyId } = await newCompany();
    const { project } = await newProject(t.app, owner.access);
    const { session } = await acceptedColleague(owner);

    const who = await send('GET', '/accounts/api/v1/accout-type-who/', session.access);
    expect(who.body).toMatchObject({ type_account: { name: 'client' } });
    const mine = await send<{ company: { id: number } }>(
      'GET',
      '/accounts/api/v1/company-accounts/get_company_by_user/',
      session.access,
    );
    expect(mine.body.company.id).toBe(companyId);

    const list = await send<Page<Project>>('GET', `${PROJECTS}/`, session.access);
    expect(list.body.results.map((p) => p.id)).toContain(project.id);
    const patched = await send<Project>('PATCH', `${PROJECTS}/${project.id}/`, session.access, {
      title: 'Сайт и меню для сети пекарен',
    });
    expect(patched).toMatchObject({ status: 200, body: { title: 'Сайт и меню для сети пекарен' } });
    expect(
      (await send('GET', `${PROJECTS}/${project.id}/requirements/`, session.access)).status,
    ).toBe(200);
    // A project the colleague creates is the company's: the owner sees it.
    const { project: theirs } = await newProject(t.app, session.access);
    expect((await send('GET', `${PROJECTS}/${theirs.id}/`, owner.access)).status).toBe(200);
  });
});

describe('limits and expiry', () => {
  it('the next invitation over the hourly limit is a 429 with Retry-After; an hour later it goes', async () => {
    const { owner, companyId } = await newCompany();
    const start = Date.now();
    const first = await invite(owner);
    vi.setSystemTime(start + 10 * 60 * 1000);
    const fresh = await login(t.app, owner.email, owner.password); // access tokens live 5 minutes
    expect(
      (await send('POST', `${COLLEAGUES}/${first.body.id}/resend-invitation/`, fresh.access))
        .status,
    ).toBe(200);
    const withdrawn = await invite(fresh);
    await send('DELETE', `${COLLEAGUES}/${withdrawn.body.id}/invitation/`, fresh.access);
    expect((await invite(fresh)).status).toBe(201); // the 4th mail of the hour

    const before = await snapshot(companyId);
    const over = await invite(fresh);
    expect(over).toMatchObject({
      status: 429,
      body: {
        detail:
          'Компания может отправить не больше 4 приглашений в час. ' +
          'Следующее можно будет отправить через 50 мин.',
      },
    });
    expect(over.headers['retry-after']).toBe(String(50 * 60));
    expect(await snapshot(companyId)).toEqual(before);
    // Another company has its own budget.
    expect((await invite((await newCompany()).owner)).status).toBe(201);

    vi.setSystemTime(start + HOUR_MS);
    expect((await invite(await login(t.app, owner.email, owner.password))).status).toBe(201);
  });

  it('an expired invitation shows so; its link is refused naming the owner; the address is free', async () => {
    const { owner } = await newCompany();
    const start = Date.now();
    const [a, b] = [freshEmail('late'), freshEmail('late')];
    await invite(owner, a);
    await invite(owner, b);
    const linkA = await lastMail(t.app, a);

    vi.setSystemTime(start + TTL_MS);
    const later = await login(t.app, owner.email, owner.password);
    expect((await people(later)).map((p) => p.invitation_status)).toEqual([
      'accepted',
      'expired',
      'expired',
    ]);
    expect(await confirm(linkA.uid, linkA.token)).toMatchObject({
      status: 400,
      body: { token: ['Приглашение истекло: попросите владельца компании отправить его снова.'] },
    });
    // a registers on its own; b is invited again by the same owner, pending once more.
    const types = await accountTypeIds(t.app);
    const registered = await send('POST', '/auth/api/v1/users/', undefined, {
      email: a,
      password: STRONG_PASSWORD,
      re_password: STRONG_PASSWORD,
      type_account: types.client,
    });
    expect(registered.status).toBe(201);
    expect(await invite(later, b)).toMatchObject({
      status: 201,
      body: { invitation_status: 'pending' },
    });
    expect((await people(later)).map((p) => p.email)).toEqual([owner.email, b]);
  });
});

describe('the demo', () => {
  it('the demo client’s company has a second person who accepted: both log in to it', async () => {
    const owner = await login(t.app, DEMO_ACCOUNTS[0].email);
    const olga = await login(t.app, DEMO_CLIENT_COLLEAGUE.email, DEMO_PASSWORD);
    const list = await people(olga);
    expect(
      list.map((p) => [p.email, p.first_name, p.last_name, p.is_owner, p.invitation_status]),
    ).toEqual([
      [DEMO_ACCOUNTS[0].email, 'Ольга', 'Миронова', true, 'accepted'],
      [DEMO_CLIENT_COLLEAGUE.email, 'Ольга', 'Соколова', false, 'accepted'],
    ]);
    const theirs = async (session: Session) =>
      (await send<Page<Project>>('GET', `${PROJECTS}/`, session.access)).body.results
        .map((p) => p.id)
        .sort();
    expect(await theirs(olga)).toEqual(await theirs(owner));
    expect((await theirs(olga)).length).toBeGreaterThan(0);
  });
});
