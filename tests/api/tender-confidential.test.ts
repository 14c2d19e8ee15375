import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rightDeniedMessage } from '../../contract/agency-rights';
import type { SocketMessage } from '../../contract/notifications';
import type { Project } from '../../contract/project';
import type { InboxItem, InboxProject, Invitation } from '../../contract/tender';
import {
  CONFIDENTIAL_MESSAGES,
  CONFIDENTIAL_TITLE,
  TERMS_REQUIRED_CODE,
} from '../../contract/tender-confidential';
import type { TenderProtocol } from '../../contract/tender-protocol-api';
import { companies, invitations, tenderEvents } from '../../server/db/schema';
import { NOTIFICATIONS, openSocket, type TestSocket } from './helpers/notifications';
import { PROJECTS } from './helpers/projects';
import { DAY, T, useTenderApp } from './helpers/tender';
import type { Role } from './helpers/world';

// A confidential brief: until an invited agency accepts the confidentiality terms, no answer it gets (its
// inbox, the project, the tender, questions, protocol, notifications, the socket) carries the project's title,
// description, the client's name or the client's words; afterwards they do. Accepting the invitation needs
// the terms first; declining does not.

const t = useTenderApp();
const { app, as, agency, answer, openTender, backToNow, fresh } = t;

afterEach(backToNow);

const SECRET_TITLE = 'Ребрендинг «Тайная пекарня Альфа»';
const SECRET_DESCRIPTION = 'Под NDA: новая линейка хлеба и переименование сети.';
const SECRET_TERMS = 'Условия тендера: бюджет согласован с советом директоров Альфы.';
const SECRET_ANSWER = 'Ответ под NDA: запуск в марте.';
const SECRET_MESSAGE = 'Личное сообщение: ждём вас в офисе Альфы.';

const termsUrl = (invitation: number) => `${T}/invitations/${invitation}/accept-terms/`;
const AGENCY_ROLES = ['leader', 'manager', 'specialist'] as const;

let companyName: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  const [company] = await app()
    .db.db.select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, t.world().client.companyId!));
  companyName = company!.name;
});
afterAll(() => sockets.forEach((socket) => socket.close()));

/** The leader's socket, opened before anything happens: every live message it gets is kept. */
async function socketOf(role: Role) {
  const ids = t.userIds();
  const socket = await openSocket(
    app(),
    `/ws/notifications/${ids[role]}/?token=${encodeURIComponent(t.world()[role].session!.access)}`,
    { origin: 'http://localhost' },
  );
  sockets.push(socket);
  return socket;
}

/** Every message the socket has now, whatever it is. */
async function drain(socket: TestSocket): Promise<SocketMessage[]> {
  const got: SocketMessage[] = [];
  while (!(await socket.silentFor(150))) got.push(await socket.next());
  return got;
}

/** A confidential project with a secret title and description, both agencies invited with a secret message. */
async function confidentialProject() {
  const { project } = await fresh({
    title: SECRET_TITLE,
    description: SECRET_DESCRIPTION,
    confidential: true,
  });
  expect(project.confidential).toBe(true);
  const res = await as('client')<{ created: Invitation[] }>(
    'POST',
    `${T}/invitations/create-invitations/`,
    {
      project: project.id,
      contractors: [agency('leader'), agency('otherLeader')],
      message: SECRET_MESSAGE,
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const of = (role: 'leader' | 'otherLeader') =>
    res.body.created.find((i) => i.contractor === agency(role))!.id;
  return { project: project.id, invitation: of };
}

/** The agency's answers about `project`: each route as JSON text, keyed by the route. */
async function walk(role: Role, project: number): Promise<Record<string, string>> {
  const routes = [
    `${T}/projects-by-invitation/`,
    `${T}/projects-by-invitation/${project}/`,
    `${T}/tenders/by-project/${project}/`,
    `${T}/projects/${project}/questions/`,
    `${T}/projects/${project}/protocol/`,
    `${T}/projects/${project}/criteria/`,
    `${T}/tender-candidates/${project}/tender-candidate/`,
    `${NOTIFICATIONS}/?page_size=100`,
  ];
  // The lists hold the company's other (demo) projects too: only what is about this one is searched.
  const about = (url: string, body: unknown) =>
    url.startsWith(NOTIFICATIONS)
      ? (body as { results: { link: string }[] }).results.filter((n) =>
          n.link.includes(`/projects/${project}`),
        )
      : url === `${T}/projects-by-invitation/`
        ? (body as { results: { project: number }[] }).results.filter((i) => i.project === project)
        : body;
  const bodies: Record<string, string> = {};
  for (const url of routes) {
    const res = await as(role)<unknown>('GET', url);
    expect([200, 403, 404], `${role} ${url}: ${JSON.stringify(res.body)}`).toContain(res.status);
    bodies[url] = JSON.stringify(res.status === 200 ? about(url, res.body) : res.body);
  }
  const pdf = await app().inject({
    method: 'GET',
    url: `${T}/projects/${project}/protocol/pdf/`,
    headers: { authorization: `Bearer ${t.world()[role].session!.access}` },
  });
  bodies.pdf = `${pdf.statusCode} ${String(pdf.headers['content-type'])} ${pdf.body.slice(0, 400)}`;
  return bodies;
}

const SECRETS = () => [SECRET_TITLE, SECRET_DESCRIPTION, SECRET_TERMS, SECRET_ANSWER, companyName];

function expectNoSecret(where: string, text: string) {
  for (const secret of SECRETS())
    expect(text.includes(secret), `${where} carries «${secret}»: ${text.slice(0, 600)}`).toBe(
      false,
    );
}

/** Only the messages about `project` (the socket's window holds other projects' too). */
const aboutProject = (messages: SocketMessage[], project: number) =>
  messages.flatMap((m) =>
    m.type === 'init'
      ? m.results.filter((n) => n.link.includes(`/projects/${project}`))
      : m.type === 'notification' && m.notification.link.includes(`/projects/${project}`)
        ? [m.notification]
        : [],
  );

describe('before the terms, an invitee reads the outline only', () => {
  it('walks every agency route and the socket: no title, description, client or its words; all after', async () => {
    const live = await socketOf('leader');
    await drain(live);
    const { project, invitation } = await confidentialProject();

    // The other agency accepts the terms and the invitation, asks; the client answers, starts the tender and
    // changes the brief: the leader is told of each, neutrally.
    expect((await as('otherLeader')('POST', termsUrl(invitation('otherLeader')))).status).toBe(200);
    expect(
      (await answer('otherLeader', invitation('otherLeader'), { status: 'accepted' })).status,
    ).toBe(200);
    const asked = await as('otherLeader')<{ id: number }>(
      'POST',
      `${T}/projects/${project}/questions/`,
      { text: 'Сколько пекарен в сети?' },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const answered = await as('client')('POST', `${T}/questions/${asked.body.id}/answer/`, {
      answer: SECRET_ANSWER,
    });
    expect(answered.status).toBe(200);
    const opened = await as('client')('POST', `${T}/tenders/`, {
      project,
      deadline: new Date(Date.now() + 5 * DAY).toISOString(),
      terms: SECRET_TERMS,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const changed = await as('client')('PATCH', `${PROJECTS}/${project}/`, {
      description: `${SECRET_DESCRIPTION} Дополнено.`,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    for (const role of AGENCY_ROLES) {
      const bodies = await walk(role, project);
      for (const [url, text] of Object.entries(bodies)) expectNoSecret(`${role} ${url}`, text);
    }
    // The inbox names it neutrally, with its outline and no client.
    const card = await as('leader')<InboxProject>('GET', `${T}/projects-by-invitation/${project}/`);
    expect(card.body).toMatchObject({
      title: CONFIDENTIAL_TITLE,
      company: null,
      company_name: null,
      confidential: true,
      brief_hidden: true,
      description: '',
      message: '',
      client_record: null,
      client_tenders: null,
      match: null,
    });
    expect(card.body.tender).toMatchObject({ terms: '' });
    // The hidden parts answer 403 with the code the app shows the terms for.
    for (const url of [
      `${T}/projects/${project}/questions/`,
      `${T}/projects/${project}/protocol/`,
    ]) {
      const res = await as('specialist')('GET', url);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        detail: CONFIDENTIAL_MESSAGES.termsRequired,
        code: TERMS_REQUIRED_CODE,
      });
    }
    // The notifications the leader got: invited, the answer, the tender, the brief, each neutral.
    const kinds = (await t.notified('leader', 'invitation_received', project)).concat(
      await t.notified('leader', 'tender_answer_published', project),
      await t.notified('leader', 'tender_started', project),
      await t.notified('leader', 'tender_brief_changed', project),
    );
    expect(kinds).toHaveLength(4);
    for (const n of kinds) {
      expectNoSecret(`notification ${n.kind}`, JSON.stringify(n));
      expect(n.text).toContain(CONFIDENTIAL_TITLE);
      expect(n.text).toMatch(/^Заказчик /);
    }
    // The other agency, past the terms, was told by name.
    const theirs = await t.notified('otherLeader', 'tender_brief_changed', project);
    expect(theirs[0]!.text).toContain(SECRET_TITLE);
    // The live socket and a new socket's window alike.
    const messages = aboutProject(await drain(live), project);
    expect(messages.length).toBeGreaterThanOrEqual(4);
    expectNoSecret('socket', JSON.stringify(messages));
    const window = await socketOf('manager');
    const first = aboutProject(await drain(window), project);
    expect(first.length).toBeGreaterThan(0);
    expectNoSecret('socket window', JSON.stringify(first));

    // Accepting the invitation needs the terms first; nothing changes.
    const early = await answer('leader', invitation('leader'), { status: 'accepted' });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: TERMS_REQUIRED_CODE });
    const [row] = await app()
      .db.db.select()
      .from(invitations)
      .where(eq(invitations.id, invitation('leader')));
    expect(row).toMatchObject({ status: 'viewed', termsAcceptedAt: null });

    // The leader accepts the terms: recorded, and everything reads in full.
    const accepted = await as('manager')<Invitation>('POST', termsUrl(invitation('leader')));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.terms_accepted_at).toEqual(expect.any(String));
    const full = await walk('specialist', project);
    const all = Object.values(full).join('\n');
    for (const secret of [SECRET_TITLE, SECRET_TERMS, SECRET_ANSWER, companyName])
      expect(all, secret).toContain(secret);
    expect(full[`${T}/projects-by-invitation/${project}/`]).toContain(SECRET_DESCRIPTION);
    expect(full[`${T}/projects-by-invitation/${project}/`]).toContain(SECRET_MESSAGE);
    expect(full.pdf).toMatch(/^200 application\/pdf/);
    const protocol = await as('leader')<TenderProtocol>(
      'GET',
      `${T}/projects/${project}/protocol/`,
    );
    expect(protocol.body.events.filter((e) => e.kind === 'terms_accepted')).toEqual([
      expect.objectContaining({ label: 'Приняты условия конфиденциальности' }),
    ]);
    const steps = await app()
      .db.db.select()
      .from(tenderEvents)
      .where(and(eq(tenderEvents.projectId, project), eq(tenderEvents.kind, 'terms_accepted')))
      .orderBy(asc(tenderEvents.id));
    expect(steps.map((s) => s.contractorId)).toEqual([agency('otherLeader'), agency('leader')]);
    // Now it may accept; the client's list shows who accepted the terms.
    expect((await answer('leader', invitation('leader'), { status: 'accepted' })).status).toBe(200);
    const list = await as('client')<{ results: Invitation[] }>(
      'GET',
      `${T}/invitations/?project=${project}`,
    );
    expect(list.body.results.every((i) => i.terms_accepted_at !== null)).toBe(true);
  });
});

describe('accept-terms: who and what', () => {
  it('routes × roles: leader and manager accept, a specialist 403, another client 404, a guest 401', async () => {
    const { invitation } = await confidentialProject();
    const id = invitation('leader');
    const expectations: [Role, number][] = [
      ['guest', 401],
      ['client', 403],
      ['otherClient', 403],
      ['specialist', 403],
    ];
    for (const [role, status] of expectations) {
      const res = await as(role)('POST', termsUrl(id));
      expect(res.status, `${role}: ${JSON.stringify(res.body)}`).toBe(status);
    }
    const specialist = await as('specialist')('POST', termsUrl(id));
    expect(specialist.body).toEqual({ detail: rightDeniedMessage('answerInvitations') });
    // Another agency's invitation reads as absent.
    expect((await as('leader')('POST', termsUrl(invitation('otherLeader')))).status).toBe(404);
    const [row] = await app().db.db.select().from(invitations).where(eq(invitations.id, id));
    expect(row!.termsAcceptedAt).toBeNull();
    expect((await as('leader')('POST', termsUrl(id))).status).toBe(200);
    const again = await as('manager')('POST', termsUrl(id));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: [CONFIDENTIAL_MESSAGES.alreadyAccepted] });
  });

  it('bad input: no such invitation, a project not confidential, a declined invitation', async () => {
    for (const id of ['999999', '0', 'abc']) {
      const res = await as('leader')('POST', termsUrl(id as unknown as number));
      expect([400, 404], `${id}: ${JSON.stringify(res.body)}`).toContain(res.status);
    }
    const plain = await t.invited(['leader']);
    const res = await as('leader')('POST', termsUrl(plain.invitation('leader').id));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [CONFIDENTIAL_MESSAGES.notConfidential] });

    // Declining needs no terms; a declined invitation takes none afterwards.
    const { invitation } = await confidentialProject();
    const [reason] = (
      await as('leader')<{ results: { id: number }[] }>('GET', `${T}/refusal-reason/?side=agency`)
    ).body.results;
    const declined = await answer('leader', invitation('leader'), {
      status: 'declined',
      refusal_reason: reason!.id,
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    const late = await as('leader')('POST', termsUrl(invitation('leader')));
    expect(late.status).toBe(400);
  });
});

describe('the demo', () => {
  it('invites the demo agency to a confidential project whose terms it has not accepted', async () => {
    const inbox = await as('leader')<{ results: InboxItem[] }>(
      'GET',
      `${T}/projects-by-invitation/?page_size=100`,
    );
    // The tests' own confidential projects name no service: their neutral title has no second half.
    const hidden = inbox.body.results.filter(
      (item) => item.brief_hidden && item.title !== CONFIDENTIAL_TITLE,
    );
    expect(hidden).toEqual([
      expect.objectContaining({
        title: `${CONFIDENTIAL_TITLE}: Контент-маркетинг`,
        company: null,
        company_name: null,
        status: 'viewed',
      }),
    ]);
    expect(JSON.stringify(inbox.body)).not.toContain('Контент-стратегия для кофеен');
  });
});

describe('the project’s confidentiality', () => {
  it('turns on any time and off only before the first invitation', async () => {
    const { project } = await fresh({ confidential: true });
    const off = await as('client')<Project>('PATCH', `${PROJECTS}/${project.id}/`, {
      confidential: false,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ confidential: false, invited: false });
    const invitedProject = await t.invited(['leader']);
    const on = await as('client')<Project>('PATCH', `${PROJECTS}/${invitedProject.project}/`, {
      confidential: true,
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toMatchObject({ confidential: true, invited: true });
    // Turned on after the invitation: the invitee now reads the outline until it accepts.
    const card = await as('leader')<InboxProject>(
      'GET',
      `${T}/projects-by-invitation/${invitedProject.project}/`,
    );
    expect(card.body).toMatchObject({ brief_hidden: true, company_name: null });
    const back = await as('client')('PATCH', `${PROJECTS}/${invitedProject.project}/`, {
      confidential: false,
    });
    expect(back.status).toBe(400);
    expect(back.body).toEqual({ confidential: [CONFIDENTIAL_MESSAGES.cannotTurnOff] });
    const bad = await as('client')('PATCH', `${PROJECTS}/${project.id}/`, { confidential: 'да' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('confidential');
    // Another company's project stays absent; an agency may not change it.
    const other = await as('otherClient')('PATCH', `${PROJECTS}/${project.id}/`, {
      confidential: true,
    });
    expect(other.status).toBe(404);
  });

  it('a project that is not confidential reads in full from the first moment', async () => {
    const { project } = await t.invited(['leader']);
    const card = await as('leader')<InboxProject>('GET', `${T}/projects-by-invitation/${project}/`);
    expect(card.body).toMatchObject({
      confidential: false,
      brief_hidden: false,
      title: 'Сайт для сети пекарен',
      company_name: companyName,
    });
    await openTender(project);
  });
});
