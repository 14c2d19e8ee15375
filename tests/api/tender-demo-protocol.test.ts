import { describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import type { Project } from '../../contract/project';
import type { Candidate, InboxItem, InboxProject, TenderOfProject } from '../../contract/tender';
import type { TenderProtocol } from '../../contract/tender-protocol-api';
import type { TenderQuestions } from '../../contract/tender-questions';
import { seedDatabase } from '../../server/db/seed';
import { DEMO_AGENCY_LOGINS } from '../../server/db/seed/demo-agency-logins';
import { DEMO_QUESTION, seedDemoTenderProtocol } from '../../server/db/seed/demo-tender-protocol';
import { DEMO_TENDER_PROJECTS } from '../../server/db/seed/demo-tenders';
import { call, login } from './helpers/accounts';
import { rowCounts } from './helpers/checks';
import { PROJECTS, useProjectApp } from './helpers/projects';

// The demo tenders' protocol and question (seed/demo-tender-protocol.ts): a closed tender's steps in time
// order, a question answered to all on the demo tender, whose proposal stays sealed; seeded once.

const { app, as } = useProjectApp();
const T = '/tender/api/v1';
const [TENDER, COMPLETED] = DEMO_TENDER_PROJECTS;

const demoProject = async (title: string) => {
  const list = await as('client')<Page<Project>>('GET', `${PROJECTS}/?page_size=100`);
  return list.body.results.find((p) => p.title === title)!;
};

const counts = async () => {
  const [row] = await app().db.query<Record<string, number>>(
    `select (select count(*)::int from tender_events) as events,
            (select count(*)::int from tender_questions) as questions`,
  );
  return { ...(await rowCounts(app())), ...row };
};

describe('the demo tenders’ protocol', () => {
  it('the completed project’s protocol lists its steps in time order', async () => {
    const project = await demoProject(COMPLETED!.title);
    const read = await as('client')<TenderProtocol>('GET', `${T}/projects/${project.id}/protocol/`);
    expect(read.status).toBe(200);
    const events = read.body.events;
    expect(events.map((e) => e.kind)).toEqual([
      'invitation_sent',
      'invitation_sent',
      'invitation_accepted',
      'invitation_accepted',
      'tender_opened',
      'proposal_sent',
      'proposal_sent',
      'proposals_opened',
      'winner_chosen',
      'outcome_told',
      'review_left', // the agency's rating of the tender
      'work_accepted',
      'review_left',
      'review_left',
    ]);
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Opened when the last proposal came in, well before the deadline.
    expect(events[7]!.at).toBe(events[6]!.at);
    expect(events.find((e) => e.kind === 'winner_chosen')).toMatchObject({
      side: 'client',
      agency: 'Северный ветер',
      details: `Причина: ${COMPLETED!.closing!.reason}`,
    });
    expect(events.find((e) => e.kind === 'invitation_accepted')!.actor).not.toBe('');
    expect(read.body.outcome).toMatch(/^Победитель — «Северный ветер»/);
  });

  it('the demo tender’s protocol has the invitations, the question and no opening', async () => {
    const project = await demoProject(TENDER!.title);
    const read = await as('client')<TenderProtocol>('GET', `${T}/projects/${project.id}/protocol/`);
    const kinds = read.body.events.map((e) => e.kind);
    expect(kinds).toEqual([
      'invitation_sent',
      'invitation_sent',
      'invitation_sent',
      'invitation_accepted',
      'invitation_accepted',
      'invitation_declined',
      'tender_opened',
      'question_asked',
      'question_answered',
      'proposal_sent',
    ]);
    expect(read.body.events.find((e) => e.kind === 'invitation_declined')!.details).toBe(
      'Причина: Нет свободных ресурсов; комментарий: «Команда занята до декабря.»',
    );
    expect(read.body.events.find((e) => e.kind === 'question_asked')!.agency).toBe('Голос города');
  });

  it('the demo agency, rejected on a tender, reads why in its excerpt and its outcome', async () => {
    const lost = await as('leader')<Page<InboxItem>>(
      'GET',
      `${T}/projects-by-invitation/?state=lost`,
    );
    const id = lost.body.results[0]!.project;
    const page = await as('leader')<InboxProject>('GET', `${T}/projects-by-invitation/${id}/`);
    expect(page.body.candidate!.outcome).toMatchObject({
      reason: 'Цена выше бюджета. Предложение дороже бюджета, а сроки длиннее нужных.',
      place: null,
    });
    const read = await as('leader')<TenderProtocol>('GET', `${T}/projects/${id}/protocol/`);
    expect(read.body.events.map((e) => e.kind)).toEqual([
      'invitation_sent',
      'invitation_accepted',
      'tender_opened',
      'proposal_sent',
      'proposals_opened',
      'rejected',
      'winner_chosen',
      'outcome_told',
    ]);
  });

  it('the demo agency reads the answered question without its asker', async () => {
    const project = await demoProject(TENDER!.title);
    const url = `${T}/projects/${project.id}/questions/`;
    const agency = await as('leader')<TenderQuestions>('GET', url);
    expect(agency.body.questions).toEqual([
      expect.objectContaining({
        text: DEMO_QUESTION.text,
        answer: DEMO_QUESTION.answer,
        mine: false,
        contractor: null,
        contractor_name: null,
      }),
    ]);
    const client = await as('client')<TenderQuestions>('GET', url);
    expect(client.body.questions[0]).toMatchObject({ contractor_name: 'Голос города' });
    const asker = await login(app(), DEMO_AGENCY_LOGINS[0].email);
    const own = await call<TenderQuestions>(app(), 'GET', url, { token: asker.access });
    expect(own.body.questions[0]).toMatchObject({ mine: true });
  });

  it('the demo tender’s proposal stays sealed for the client', async () => {
    const project = await demoProject(TENDER!.title);
    const candidates = await as('client')<Candidate[]>(
      'GET',
      `${T}/tender-candidates/${project.id}/contractors/`,
    );
    const sent = candidates.body.find((c) => c.submitted_at !== null)!;
    expect(sent).toMatchObject({ sealed: true, price: null, approach: null });
    const tender = await as('client')<TenderOfProject>(
      'GET',
      `${T}/tenders/by-project/${project.id}/`,
    );
    expect(tender.body.tender).toMatchObject({ proposals_open: false, is_open: true });
  });

  it('seeding again writes nothing', async () => {
    const before = await counts();
    expect(await seedDatabase(app().db.db, { demo: true, passwordHashLog2N: 10 })).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('a database without the marker whose protocols have begun leaves them as they are', async () => {
    const before = await counts();
    await app().db.query(`delete from app_settings where key = 'seed_demo_tender_protocol_v1'`);
    expect(await seedDatabase(app().db.db, { demo: true, passwordHashLog2N: 10 })).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('without the demo tenders it writes nothing', async () => {
    const titles = DEMO_TENDER_PROJECTS.map((p) => p.title);
    await app().db.query('delete from projects where title = any($1)', [titles]);
    const before = await counts();
    expect(await seedDemoTenderProtocol(app().db.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
