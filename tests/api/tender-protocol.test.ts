import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import type { Candidate } from '../../contract/tender';
import type { TenderProtocol } from '../../contract/tender-protocol-api';
import { contractors, tenderEvents } from '../../server/db/schema';
import { DAY, HOUR, T, useTenderApp } from './helpers/tender';
import type { Role } from './helpers/world';

// The tender's protocol: each step recorded with the server's time in the step's transaction, read by the
// client whole and by an invited agency as its excerpt, downloaded as a PDF, and never changed afterwards.

const t = useTenderApp();
const { app, as, invited, answer, openTender, candidateOf, later, backToNow } = t;

afterEach(backToNow);

const protocolOf = async (role: Role, project: number) =>
  as(role)<TenderProtocol>('GET', `${T}/projects/${project}/protocol/`);

async function read(role: Role, project: number) {
  const res = await protocolOf(role, project);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const agencyName = async (role: 'leader' | 'otherLeader') =>
  (
    await app()
      .db.db.select({ name: contractors.name })
      .from(contractors)
      .where(eq(contractors.id, t.agency(role)))
  )[0]!.name;

const declineReason = async () => {
  const res = await as('leader')<{ results: { id: number; name: string }[] }>(
    'GET',
    `${T}/refusal-reason/?page_size=100`,
  );
  return res.body.results.find((r) => r.name !== 'Другое')!;
};

describe('the protocol of a full loop', () => {
  it('lists every step with the server’s time, who took it and its details', async () => {
    const times: Record<string, string> = {};
    const step = async (name: string) => {
      await later(HOUR);
      times[name] = new Date().toISOString();
    };
    await step('invited');
    const { project, invitation } = await invited(['leader', 'otherLeader']);
    await step('viewed');
    expect((await as('manager')('GET', `${T}/projects-by-invitation/${project}/`)).status).toBe(
      200,
    );
    // a second opening and a PATCH `viewed` record nothing more
    await as('leader')('GET', `${T}/projects-by-invitation/${project}/`);
    await answer('leader', invitation('leader').id, { status: 'viewed' });
    await step('accepted');
    expect((await answer('leader', invitation('leader').id, { status: 'accepted' })).status).toBe(
      200,
    );
    await step('declined');
    const reason = await declineReason();
    const declined = await answer('otherLeader', invitation('otherLeader').id, {
      status: 'declined',
      refusal_reason: reason.id,
      refusal_comment: 'Заняты до марта',
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    await step('opened');
    const deadline = new Date(Date.now() + 3 * DAY);
    await openTender(project, deadline);
    await step('proposal');
    const mine = await candidateOf('leader', project);
    const sent = await as('manager')<Candidate>('PATCH', `${T}/tender-candidates/${mine.id}/`, {
      price: 1_200_000,
      timeline_days: 45,
      approach: 'Снимем в трёх пекарнях за два дня.',
      submit: true,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await step('winner');
    const won = await as('client')('PATCH', `${T}/tender-candidates/${mine.id}/`, {
      status: 'winner',
    });
    expect(won.status, JSON.stringify(won.body)).toBe(200);

    const protocol = await read('client', project);
    const leaderAgency = await agencyName('leader');
    const otherAgency = await agencyName('otherLeader');
    const steps = protocol.events.map((e) => [e.kind, e.at, e.actor, e.agency]);
    expect(steps.slice(0, 7)).toEqual([
      // The first invitation publishes the rubric (the default criteria here).
      ['rubric_published', times.invited, 'Ольга Миронова', null],
      ['invitation_sent', times.invited, 'Ольга Миронова', leaderAgency],
      ['invitation_sent', times.invited, 'Ольга Миронова', otherAgency],
      ['invitation_viewed', times.viewed, 'Мария Ковалёва', leaderAgency],
      ['invitation_accepted', times.accepted, 'Андрей Северов', leaderAgency],
      ['invitation_declined', times.declined, expect.any(String), otherAgency],
      ['tender_opened', times.opened, 'Ольга Миронова', null],
    ]);
    expect(protocol.events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['proposal_sent', 'winner_chosen']),
    );
    expect(protocol.events.find((e) => e.kind === 'proposal_sent')!.at).toBe(times.proposal);
    expect(protocol.events.find((e) => e.kind === 'winner_chosen')).toMatchObject({
      at: times.winner,
      agency: leaderAgency,
    });
    // ordered by id, labels and details in Russian
    const ids = protocol.events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(protocol.events[1]).toMatchObject({
      label: 'Приглашение отправлено',
      side: 'client',
      details: expect.stringMatching(/^Ответить до \d\d\.\d\d\.\d{4} \d\d:\d\d$/) as string,
    });
    expect(protocol.events[5]!.details).toBe(
      `Причина: ${reason.name}; комментарий: «Заняты до марта»`,
    );
    expect(protocol.events[6]!.details).toMatch(/^Приём предложений до /);
    expect(protocol).toMatchObject({
      project,
      title: 'Сайт для сети пекарен',
      reader_agency: null,
      tender: { deadline: deadline.toISOString(), initial_deadline: null },
      closing: { kind: 'winner' },
      outcome: expect.stringMatching(/^Победитель — /) as string,
    });

    // The agency that won reads its own steps and the public ones; the other agency's name stays hidden.
    const leaderView = await read('specialist', project);
    expect(leaderView.reader_agency).toBe(leaderAgency);
    const leaderKinds = leaderView.events.map((e) => e.kind);
    expect(leaderKinds.filter((k) => k.startsWith('invitation_'))).toEqual([
      'invitation_sent',
      'invitation_viewed',
      'invitation_accepted',
    ]);
    expect(leaderView.events.find((e) => e.kind === 'invitation_sent')).toMatchObject({
      actor: protocol.company_name,
      agency: leaderAgency,
    });
    expect(leaderView.events.find((e) => e.kind === 'tender_opened')!.actor).toBe(
      protocol.company_name,
    );
    expect(JSON.stringify(leaderView)).not.toContain(otherAgency);
    expect(JSON.stringify(leaderView)).not.toContain('Ольга');

    // The agency that declined: its own steps and the public ones, the winner named in the outcome only.
    const otherView = await read('otherLeader', project);
    expect(otherView.events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['invitation_sent', 'invitation_declined', 'tender_opened']),
    );
    expect(otherView.events.map((e) => e.kind)).not.toContain('invitation_accepted');
    expect(otherView.events.map((e) => e.kind)).not.toContain('proposal_sent');
    expect(otherView.events.find((e) => e.kind === 'winner_chosen')?.agency).toBe(leaderAgency);
    for (const event of otherView.events.filter((e) => e.kind !== 'winner_chosen'))
      expect([null, otherAgency]).toContain(event.agency);
    expect(JSON.stringify(otherView)).not.toMatch(/Северов|Ковалёва|1\s200\s000/);
  });

  it('records a cancellation and a winner outside the platform as public steps', async () => {
    const first = await invited(['leader']);
    const cancel = await as('client')('POST', `${T}/tenders/cancel-project/`, {
      project: first.project,
      reason: 'Бюджет перенесли на следующий год',
    });
    expect(cancel.status).toBe(200);
    const cancelled = (await read('leader', first.project)).events.at(-1)!;
    expect(cancelled).toMatchObject({
      kind: 'cancelled',
      label: 'Проект отменён',
      details: 'Причина: Бюджет перенесли на следующий год',
    });

    const second = await invited(['leader']);
    await as('client')('POST', `${T}/tenders/make-third-party-contractor-winner/`, {
      project: second.project,
      name: 'Студия Лето',
    });
    const view = await read('leader', second.project);
    expect(view.events.at(-1)).toMatchObject({ kind: 'third_party_winner' });
    expect(view.events.at(-1)!.details).toMatch(/^Исполнитель «Студия Лето»; причина: /);
    expect(view.outcome).toMatch(/^Выбран исполнитель вне платформы — «Студия Лето»/);
  });
});

describe('who reads the protocol', () => {
  it('the client and the invited agency’s people; another company or agency 404; a guest 401', async () => {
    const { project } = await invited(['leader']);
    for (const role of ['client', 'leader', 'manager', 'specialist'] as const)
      expect((await protocolOf(role, project)).status, role).toBe(200);
    expect((await protocolOf('otherClient', project)).status).toBe(404);
    expect((await protocolOf('otherLeader', project)).status).toBe(404);
    expect((await protocolOf('guest', project)).status).toBe(401);
    expect((await protocolOf('client', 999_999)).status).toBe(404);
  });

  it('downloads as a PDF with the same rights', async () => {
    const { project } = await invited(['leader']);
    await openTender(project);
    const pdf = async (role: Role) =>
      app().inject({
        url: `${T}/projects/${project}/protocol/pdf/`,
        headers: t.world()[role].session
          ? { authorization: `Bearer ${t.world()[role].session!.access}` }
          : {},
      });
    const res = await pdf('client');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="protokol-tendera-${project}.pdf"`,
      'cache-control': 'no-store',
    });
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(res.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const part of [
      'Протокол тендера',
      'Проект: Сайт для сети пекарен',
      'Дата и время (МСК)',
      'Приглашение отправлено',
      'Тендер объявлен',
      'Ольга Миронова',
      'Итог: Тендер не завершён.',
    ])
      expect(flat).toContain(part);
    const agencyCopy = await pdf('specialist');
    expect(agencyCopy.statusCode).toBe(200);
    const agencyText = (
      await extractText(new Uint8Array(agencyCopy.rawPayload), { mergePages: true })
    ).text;
    expect(agencyText.replace(/\s+/g, ' ')).toContain('Выписка для агентства');
    expect((await pdf('otherLeader')).statusCode).toBe(404);
    expect((await pdf('guest')).statusCode).toBe(401);
  });
});

describe('the protocol is append-only', () => {
  it('refuses a direct UPDATE and DELETE; the project’s removal takes its rows along', async () => {
    const { project } = await invited(['leader']);
    const db = app().db;
    await expect(
      db.query(`update tender_events set kind = 'cancelled' where project_id = $1`, [project]),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.query(`delete from tender_events where project_id = $1`, [project]),
    ).rejects.toThrow(/append-only/);
    const rows = await db.db.select().from(tenderEvents).where(eq(tenderEvents.projectId, project));
    expect(rows.map((r) => r.kind)).toEqual(['rubric_published', 'invitation_sent']);
    await db.query('delete from projects where id = $1', [project]);
    expect(
      await db.db.select().from(tenderEvents).where(eq(tenderEvents.projectId, project)),
    ).toEqual([]);
  });
});
