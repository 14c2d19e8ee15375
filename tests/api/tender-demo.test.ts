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
import { seedDatabase } from '../../server/db/seed';
import { DEMO_TENDER_PROJECTS } from '../../server/db/seed/demo-tenders';
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

  it('the client closed a project won by the demo agency, reviewed both ways', async () => {
    const project = await demoProject(DEMO_TENDER_PROJECTS[1]!.title);
    expect(project.status).toBe('closed');
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
    expect(page.body).toMatchObject({ state: 'won', candidate: { status: 'winner' } });
    expect(page.body.client_record).toMatchObject({
      count: 1,
      brief_clarity: 5,
      projects_closed: 1,
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
      rejection_reason_name: 'Бюджет ниже наших расценок',
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
