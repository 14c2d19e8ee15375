import { describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import { MATCHING_CRITERIA } from '../../contract/matching';
import type { Project } from '../../contract/project';
import type {
  Candidate,
  InboxItem,
  InboxProject,
  Invitation,
  TenderOfProject,
} from '../../contract/tender';
import type { ProjectRequirementsView } from '../../contract/requirements';
import type { FinalRound } from '../../contract/tender-final-round';
import type { TenderProtocol } from '../../contract/tender-protocol-api';
import { seedDatabase } from '../../server/db/seed';
import { DEMO_TENDER_PROJECTS } from '../../server/db/seed/demo-tenders';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { rowCounts } from './helpers/checks';
import { onFreePlan } from './helpers/plans';
import { PROJECTS, useProjectApp } from './helpers/projects';

// The demo tenders: what the demo client and the demo agency see from the first start.

const { app, as, world } = useProjectApp();
const T = '/tender/api/v1';

const demoProject = async (title: string) => {
  const list = await as('client')<Page<Project>>('GET', `${PROJECTS}/?page_size=100`);
  return list.body.results.find((p) => p.title === title)!;
};

describe('the demo tenders', () => {
  it('the client has a tender with three agencies in different states, one proposal in', async () => {
    const project = await demoProject(DEMO_TENDER_PROJECTS[0]!.title);
    expect(project.status).toBe('tender');
    const invitations = await as('client')<Page<Invitation>>(
      'GET',
      `${T}/invitations/?project=${project.id}`,
    );
    expect(invitations.body.results.map((i) => i.status)).toEqual([
      'accepted',
      'accepted',
      'declined',
    ]);
    expect(invitations.body.results[2]!.refusal_reason_name).toBe('Нет свободных ресурсов');
    const candidates = await as('client')<Candidate[]>(
      'GET',
      `${T}/tender-candidates/${project.id}/contractors/`,
    );
    expect(candidates.body.map((c) => c.submitted_at !== null)).toEqual([true, false]);
    expect(candidates.body[0]!.contractor).toBe(world().leader.contractorId);
    const tender = await as('client')<TenderOfProject>(
      'GET',
      `${T}/tenders/by-project/${project.id}/`,
    );
    expect(tender.body.tender).toMatchObject({ is_open: true, proposals_count: 1 });
    // The invited agencies are the project's favourites, as the invitations tab expects.
    const requirements = await as('client')<ProjectRequirementsView>(
      'GET',
      `${PROJECTS}/${project.id}/requirements/`,
    );
    expect(requirements.body.whitelist.map((row) => row.contractor.name)).toEqual(
      expect.arrayContaining(invitations.body.results.map((i) => i.contractor_name)),
    );
  });

  it('the client accepted the work of the demo agency on a project it won, reviewed both ways', async () => {
    const project = await demoProject(DEMO_TENDER_PROJECTS[1]!.title);
    expect(project.status).toBe('completed');
    const read = await as('leader')<TenderOfProject>(
      'GET',
      `${T}/tenders/by-project/${project.id}/`,
    );
    expect(read.body.closing).toMatchObject({
      kind: 'winner',
      contractor: world().leader.contractorId,
    });
    const page = await as('leader')<InboxProject>(
      'GET',
      `${T}/projects-by-invitation/${project.id}/`,
    );
    expect(page.body).toMatchObject({
      state: 'won',
      project_status: 'completed',
      candidate: { status: 'winner' },
    });
    expect(page.body.client_record).toMatchObject({
      count: 1,
      brief_clarity: 5,
      // both tenders of the demo client won by the demo agency
      projects_closed: 2,
    });
    const reviews = await app().db.query<{ reply: string | null }>(
      'select reply from contractor_reviews where project_id = $1',
      [project.id],
    );
    expect(reviews).toEqual([{ reply: expect.any(String) as string }]);
    const clientReviews = await app().db.query(
      'select id from client_reviews where project_id = $1',
      [project.id],
    );
    expect(clientReviews).toHaveLength(1);
  });

  it('the client has a project in work with the demo agency, its work to accept, no reviews yet', async () => {
    const demo = DEMO_TENDER_PROJECTS.find(
      (p) => p.company === 'demo' && p.closing && p.closing.acceptedDaysAgo === undefined,
    )!;
    expect(demo.closing).toMatchObject({ winner: 'Северный ветер' });
    const project = await demoProject(demo.title);
    expect(project.status).toBe('in_work');
    const read = await as('client')<TenderOfProject>(
      'GET',
      `${T}/tenders/by-project/${project.id}/`,
    );
    expect(read.body.closing).toMatchObject({
      kind: 'winner',
      contractor: world().leader.contractorId,
    });
    const page = await as('leader')<InboxProject>(
      'GET',
      `${T}/projects-by-invitation/${project.id}/`,
    );
    expect(page.body).toMatchObject({ state: 'won', project_status: 'in_work' });
    const reviews = await app().db.query(
      'select id from contractor_reviews where project_id = $1',
      [project.id],
    );
    expect(reviews).toEqual([]);
  });

  it('the client has a tender in its final round: two finalists, the third told why, the protocol', async () => {
    const demo = DEMO_TENDER_PROJECTS.find((p) => p.finalRound)!;
    const project = await demoProject(demo.title);
    expect(project.status).toBe('tender');
    const round = await as('client')<FinalRound>('GET', `${T}/projects/${project.id}/final-round/`);
    expect(round.body).toMatchObject({ open: false, message: demo.finalRound!.message });
    const days =
      (Date.parse(round.body.deadline!) - Date.parse(round.body.started_at!)) / 86_400_000;
    expect(days).toBe(demo.finalRound!.startedDaysAgo + demo.finalRound!.deadlineDays);
    // Sealed until the deadline: the client reads who is in, not the final offers.
    expect(round.body.finalists.map((f) => [f.contractor_name, f.final.price])).toEqual(
      expect.arrayContaining([
        ['Северный ветер', null],
        ['Бюро «Кириллица»', null],
      ]),
    );
    expect(
      round.body.finalists.find((f) => f.contractor_name === 'Бюро «Кириллица»')!.submitted_at,
    ).not.toBeNull();
    const candidates = await as('client')<Candidate[]>(
      'GET',
      `${T}/tender-candidates/${project.id}/contractors/`,
    );
    const cut = candidates.body.find((c) => c.contractor_name === 'Голос города')!;
    expect(cut).toMatchObject({ status: 'rejected', rejection_reason_name: 'Цена выше бюджета' });

    // The demo agency is a finalist that may send its final offer, and was told so.
    const own = await as('leader')<FinalRound>('GET', `${T}/projects/${project.id}/final-round/`);
    expect(own.body).toMatchObject({ is_finalist: true, can_send: true });
    const told = await app().db.query<{ text: string }>(
      `select n.text from notifications n join users u on u.id = n.user_id
        where n.kind = 'final_round' and u.email = $1`,
      [DEMO_ACCOUNTS[1].email],
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('прошло в финальный раунд');

    const protocol = await as('client')<TenderProtocol>(
      'GET',
      `${T}/projects/${project.id}/protocol/`,
    );
    const kinds = protocol.body.events.map((e) => e.kind);
    expect(kinds.indexOf('proposals_opened')).toBeLessThan(kinds.indexOf('final_round_started'));
    expect(kinds.indexOf('final_round_started')).toBeLessThan(kinds.indexOf('rejected'));
    expect(kinds.filter((k) => k === 'final_proposal_sent')).toHaveLength(1);
  });

  it('the demo agency has an invitation in every state, each inbox filter shows something', async () => {
    const inbox = await as('manager')<Page<InboxItem>>(
      'GET',
      `${T}/projects-by-invitation/?page_size=100`,
    );
    expect(new Set(inbox.body.results.map((i) => i.status))).toEqual(
      new Set(['sent', 'viewed', 'accepted', 'declined', 'expired']),
    );
    for (const state of ['new', 'tender', 'won', 'lost', 'declined']) {
      const page = await as('manager')<Page<InboxItem>>(
        'GET',
        `${T}/projects-by-invitation/?state=${state}`,
      );
      expect(page.body.count, state).toBeGreaterThan(0);
    }
    const lost = await as('manager')<Page<InboxItem>>(
      'GET',
      `${T}/projects-by-invitation/?state=lost`,
    );
    const one = await as('specialist')<InboxProject>(
      'GET',
      `${T}/projects-by-invitation/${lost.body.results[0]!.project}/`,
    );
    expect(one.body.candidate).toMatchObject({
      status: 'rejected',
      rejection_reason_name: 'Цена выше бюджета',
    });
  });

  /** The demo agency's declined project as its inbox shows it. */
  async function declinedProject() {
    const inbox = await as('leader')<Page<InboxItem>>(
      'GET',
      `${T}/projects-by-invitation/?state=declined`,
    );
    const declined = inbox.body.results.find((i) => i.status === 'declined')!;
    return as('leader')<InboxProject>('GET', `${T}/projects-by-invitation/${declined.project}/`);
  }

  it('the agency sees why it was matched and what would raise its score', async () => {
    const page = await declinedProject();
    // one sentence for each criterion below its weight
    const match = page.body.match!;
    const short = match.explanation.filter((e) => e.points < MATCHING_CRITERIA[e.criterion].weight);
    expect(short.length).toBeGreaterThan(0);
    expect(match.advice).toHaveLength(short.length);
    // the demo agency pays for «Бизнес»: its plan criterion is whole, so no advice to buy one
    expect(match.explanation.find((e) => e.criterion === 'plan')).toMatchObject({
      points: MATCHING_CRITERIA.plan.weight,
      matched: 'Тариф «Бизнес»',
    });
    expect(match.advice).not.toContain('Подключите платный тариф.');
    expect(page.body.services).toEqual(['PR']);
  });

  it('on the free plan, the agency is advised to buy one', async () => {
    await onFreePlan(app(), world().leader.contractorId!);
    const match = (await declinedProject()).body.match!;
    expect(match.explanation.find((e) => e.criterion === 'plan')).toMatchObject({
      points: 0,
      matched: 'Бесплатный тариф',
    });
    expect(match.advice).toContain('Подключите платный тариф.');
  });

  it('seeding again changes nothing', async () => {
    const before = await rowCounts(app());
    expect(await seedDatabase(app().db.db, { demo: true, passwordHashLog2N: 10 })).toBe(false);
    expect(await rowCounts(app())).toEqual(before);
  });

  it('a database seeded before the tenders existed gets them on the next start', async () => {
    const titles = DEMO_TENDER_PROJECTS.map((p) => p.title);
    await app().db.query('delete from projects where title = any($1)', [titles]);
    await app().db.query(`delete from app_settings where key = 'seed_demo_tenders_v1'`);
    expect(await seedDatabase(app().db.db, { demo: true, passwordHashLog2N: 10 })).toBe(true);
    const rows = await app().db.query<{ n: number }>(
      'select count(*)::int as n from projects where title = any($1)',
      [titles],
    );
    expect(rows).toEqual([{ n: titles.length }]);
  });
});
