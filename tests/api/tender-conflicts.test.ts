import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InboxProject } from '../../contract/tender';
import { quoteName } from '../../contract/quote';
import { CONFLICT_MESSAGES, CONFLICT_NOTE_MAX } from '../../contract/tender-conflict';
import type { ProjectCompetitors, ProjectConflicts } from '../../contract/tender-conflict-api';
import type { TenderProtocol } from '../../contract/tender-protocol-api';
import {
  brands,
  companies,
  contractorClientHistories,
  contractors,
  invitations,
  projectClosings,
  projectCompetitors,
  projects,
} from '../../server/db/schema';
import { T, useTenderApp } from './helpers/tender';
import type { Role } from './helpers/world';

// «Конфликт интересов»: the client names its competitors (a brand, a company by name or ИНН); an agency whose
// clients include one is flagged for that project only, with the level and the reason; on accepting, the
// agency confirms or declares, and the client reads the declaration beside the flag. Agencies never read the
// competitors. Every route × role, and bad input that changes nothing.

const t = useTenderApp();
const { app, as, agency, invited, answer } = t;

const competitorsUrl = (project: number) => `${T}/projects/${project}/competitors/`;
const conflictsUrl = (project: number, ids?: number[]) =>
  `${T}/projects/${project}/conflicts/${ids ? `?contractors=${ids.join(',')}` : ''}`;

const db = () => app().db.db;
const freshId = async () => (await t.fresh()).project.id;
const brandId = async (name: string) =>
  (await db().select({ id: brands.id }).from(brands).where(eq(brands.name, name)))[0]!.id;

/** The client's company's industry (the demo client's: Ритейл). */
let clientIndustry = 0;
let vkusvill = 0;
let lenta = 0;

beforeAll(async () => {
  const [company] = await db()
    .select({ industryId: companies.industryId })
    .from(companies)
    .where(eq(companies.id, t.world().client.companyId!));
  clientIndustry = company!.industryId!;
  vkusvill = await brandId('ВкусВилл');
  lenta = await brandId('Лента');
  // The demo agency serves ВкусВилл since 2024; the second agency a retailer by name, with no end year.
  await db()
    .insert(contractorClientHistories)
    .values([
      {
        contractorId: agency('leader'),
        brandId: vkusvill,
        industryId: clientIndustry,
        yearFrom: 2024,
        yearTo: null,
      },
      {
        contractorId: agency('otherLeader'),
        clientName: 'ООО "Пекарня у дома"',
        industryId: clientIndustry,
        yearFrom: 2023,
        yearTo: null,
      },
    ]);
});

async function setCompetitors(project: number, competitors: unknown[], role: Role = 'client') {
  return as(role)<ProjectCompetitors>('PUT', competitorsUrl(project), { competitors });
}

async function flags(project: number, ids = [agency('leader'), agency('otherLeader')]) {
  const res = await as('client')<ProjectConflicts>('GET', conflictsUrl(project, ids));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const flagOf = (body: ProjectConflicts, role: 'leader' | 'otherLeader') =>
  body.flags.find((f) => f.contractor === agency(role));

describe('the flag', () => {
  it('marks an agency serving a named brand, for that project only', async () => {
    const project = await freshId();
    const other = await freshId();
    const saved = await setCompetitors(project, [{ brand: vkusvill }]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.competitors.map(({ id: _, ...c }) => c)).toEqual([
      { brand: vkusvill, brand_name: 'ВкусВилл', name: '', inn: null },
    ]);
    const body = await flags(project);
    expect(body.competitors).toBe(1);
    expect(flagOf(body, 'leader')).toEqual({
      contractor: agency('leader'),
      level: 'competitor',
      label: 'Работает с конкурентом',
      reasons: ['Работает с «ВкусВилл» (клиент с 2024 г.)'],
      declaration: null,
    });
    // the second agency serves a current client in the client's industry, no named competitor
    expect(flagOf(body, 'otherLeader')).toMatchObject({
      level: 'industry',
      label: 'Клиент в вашей отрасли',
      reasons: ['Текущий клиент в вашей отрасли: ООО «Пекарня у дома» (клиент с 2023 г.)'],
    });
    // The same client's other project names no competitor: nobody is flagged there.
    const none = await flags(other);
    expect(none).toEqual({ project: other, competitors: 0, flags: [] });
  });

  it('matches a name whatever its case, quotes and legal form', async () => {
    const project = await freshId();
    expect((await setCompetitors(project, [{ name: 'Пекарня У Дома' }])).status).toBe(200);
    expect(flagOf(await flags(project), 'otherLeader')).toMatchObject({
      level: 'competitor',
      reasons: ['Работает с ООО «Пекарня у дома» (клиент с 2023 г.)'],
    });
  });

  it('matches a project the agency won here from a company named by its ИНН', async () => {
    const project = await freshId();
    const { project: theirs } = await t.fresh({ title: 'Ребрендинг сети кофеен' }, 'otherClient');
    await db().update(projects).set({ status: 'in_work' }).where(eq(projects.id, theirs.id));
    await db()
      .insert(projectClosings)
      .values({
        projectId: theirs.id,
        kind: 'winner',
        contractorId: agency('otherLeader'),
        closedAt: new Date('2025-06-10T12:00:00Z'),
      });
    const [company] = await db()
      .select({ inn: companies.inn, name: companies.name })
      .from(companies)
      .where(eq(companies.id, t.world().otherClient.companyId!));
    expect((await setCompetitors(project, [{ inn: company!.inn }])).status).toBe(200);
    const flag = flagOf(await flags(project), 'otherLeader');
    expect(flag?.level).toBe('competitor');
    expect(flag?.reasons).toContain(
      `Исполнитель проекта ${quoteName(company!.name)} на платформе (2025 г.)`,
    );
  });

  it('leaves a past client of the industry unflagged, and never hides an agency', async () => {
    const project = await freshId();
    // Лента and «Никто»: neither is the second agency's client, so only the industry level could flag it
    expect((await setCompetitors(project, [{ brand: lenta }, { name: 'Никто' }])).status).toBe(200);
    await db()
      .update(contractorClientHistories)
      .set({ yearTo: 2020, yearFrom: 2018 })
      .where(eq(contractorClientHistories.clientName, 'ООО "Пекарня у дома"'));
    try {
      const body = await flags(project, [agency('otherLeader')]);
      expect(flagOf(body, 'otherLeader')).toBeUndefined();
    } finally {
      await db()
        .update(contractorClientHistories)
        .set({ yearTo: null, yearFrom: 2023 })
        .where(eq(contractorClientHistories.clientName, 'ООО "Пекарня у дома"'));
    }
  });
});

describe('the demo', () => {
  it('names ВкусВилл in the video project, and its favourite «Новый формат» serves it', async () => {
    const [project] = await db()
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.title, 'Рекламный ролик к открытию десяти новых пекарен'));
    const named = await as('client')<ProjectCompetitors>('GET', competitorsUrl(project!.id));
    expect(named.body.competitors.map((c) => c.brand_name)).toEqual(['ВкусВилл']);
    const [agencyRow] = await db()
      .select({ id: contractors.id })
      .from(contractors)
      .where(eq(contractors.name, 'Новый формат'));
    const body = await flags(project!.id, [agencyRow!.id]);
    expect(body.flags[0]?.level).toBe('competitor');
    expect(body.flags[0]?.reasons).toContain('Работает с «ВкусВилл» (клиент с 2024 г.)');
  });
});

describe('the declaration at acceptance', () => {
  it('is required; a separate team only with a declared conflict; a bad answer changes nothing', async () => {
    const { invitation } = await invited(['leader']);
    const id = invitation('leader').id;
    const patch = (body: Record<string, unknown>) =>
      as('leader')<Record<string, string[]>>('PATCH', `${T}/invitations/${id}/`, body);
    const bad: [Record<string, unknown>, string, string][] = [
      [{ status: 'accepted' }, 'conflict', CONFLICT_MESSAGES.conflictRequired],
      [
        { status: 'accepted', conflict: 'none', conflict_separate_team: true },
        'conflict_separate_team',
        CONFLICT_MESSAGES.separateTeamOnlyDeclared,
      ],
      [
        {
          status: 'accepted',
          conflict: 'declared',
          conflict_note: 'а'.repeat(CONFLICT_NOTE_MAX + 1),
        },
        'conflict_note',
        `Убедитесь, что это значение содержит не более ${CONFLICT_NOTE_MAX} символов.`,
      ],
      [{ status: 'accepted', conflict: 'maybe' }, 'conflict', 'Выберите вариант из списка.'],
      [{ status: 'viewed', conflict: 'none' }, 'conflict', CONFLICT_MESSAGES.conflictOnlyOnAccept],
    ];
    for (const [body, field, message] of bad) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body[field], JSON.stringify(res.body)).toEqual([message]);
    }
    const [row] = await db().select().from(invitations).where(eq(invitations.id, id));
    expect(row).toMatchObject({ status: 'sent', conflict: null, conflictSeparateTeam: false });
    const ok = await patch({ status: 'accepted', conflict: 'none' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('shows the client a declared separate team beside the flag, and the protocol records it', async () => {
    const { project, invitation } = await invited(['leader', 'otherLeader']);
    expect((await setCompetitors(project, [{ brand: vkusvill }])).status).toBe(200);
    const accepted = await answer('leader', invitation('leader').id, {
      status: 'accepted',
      conflict: 'declared',
      conflict_separate_team: true,
      conflict_note: '  Над проектом работает отдельная команда.  ',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    // Without `?contractors=`: the project's invitees.
    const res = await as('client')<ProjectConflicts>('GET', conflictsUrl(project));
    expect(res.status).toBe(200);
    expect(flagOf(res.body, 'leader')).toEqual({
      contractor: agency('leader'),
      level: 'competitor',
      label: 'Работает с конкурентом',
      reasons: ['Работает с «ВкусВилл» (клиент с 2024 г.)'],
      declaration: {
        conflict: 'declared',
        separate_team: true,
        note: 'Над проектом работает отдельная команда.',
      },
    });
    const protocol = await as('client')<TenderProtocol>(
      'GET',
      `${T}/projects/${project}/protocol/`,
    );
    const steps = protocol.body.events.filter((e) => e.kind === 'invitation_accepted');
    expect(steps.map((e) => e.details)).toContain(
      'Конфликт интересов заявлен: выделенная команда; пояснение: «Над проектом работает отдельная команда.»',
    );
    // An agency that confirmed none reads so too, even without a flag.
    await answer('otherLeader', invitation('otherLeader').id, { status: 'accepted' });
    const after = await as('client')<ProjectConflicts>('GET', conflictsUrl(project));
    expect(flagOf(after.body, 'otherLeader')?.declaration).toEqual({
      conflict: 'none',
      separate_team: false,
      note: '',
    });
  });

  it('never shows an agency the named competitors', async () => {
    const { project, invitation } = await invited(['leader']);
    await setCompetitors(project, [{ name: 'Тайный конкурент', inn: '7707083893' }]);
    await answer('leader', invitation('leader').id, { status: 'accepted' });
    const page = await as('leader')<InboxProject>('GET', `${T}/projects-by-invitation/${project}/`);
    expect(page.status).toBe(200);
    const protocol = await as('leader')('GET', `${T}/projects/${project}/protocol/`);
    for (const text of [JSON.stringify(page.body), JSON.stringify(protocol.body)]) {
      expect(text).not.toContain('Тайный конкурент');
      expect(text).not.toContain('7707083893');
    }
  });
});

describe('who', () => {
  it('is the client company’s alone: another company 404, agencies 403, guests 401', async () => {
    const project = await freshId();
    const body = { competitors: [{ name: 'Конкурент' }] };
    const cases: [Role, number][] = [
      ['guest', 401],
      ['otherClient', 404],
      ['leader', 403],
      ['manager', 403],
      ['specialist', 403],
    ];
    for (const [role, status] of cases) {
      expect((await as(role)('GET', competitorsUrl(project))).status, role).toBe(status);
      expect((await as(role)('PUT', competitorsUrl(project), body)).status, role).toBe(status);
      expect((await as(role)('GET', conflictsUrl(project))).status, role).toBe(status);
    }
    const stored = await db()
      .select()
      .from(projectCompetitors)
      .where(eq(projectCompetitors.projectId, project));
    expect(stored).toEqual([]);
    expect((await as('client')('GET', competitorsUrl(project))).status).toBe(200);
    expect((await as('client')('PUT', competitorsUrl(project), body)).status).toBe(200);
    expect((await as('client')('GET', `${T}/projects/999999/competitors/`)).status).toBe(404);
    // Another company's project is a 404 before its query is read.
    expect(
      (await as('otherClient')('GET', `${T}/projects/${project}/conflicts/?contractors=x`)).status,
    ).toBe(404);
    expect((await as('client')('GET', `${T}/projects/999999/conflicts/`)).status).toBe(404);
  });

  it('refuses bad input in Russian and keeps the list as it was', async () => {
    const project = await freshId();
    expect((await setCompetitors(project, [{ brand: vkusvill }])).status).toBe(200);
    const bad: [unknown, string, string][] = [
      [
        [{ inn: '7707083894' }],
        'competitors.0.inn',
        'Неверный ИНН: не сходится контрольное число.',
      ],
      [[{ inn: '12345' }], 'competitors.0.inn', 'ИНН должен состоять из 10 или 12 цифр.'],
      [[{ name: '' }], 'competitors.0', CONFLICT_MESSAGES.competitorEmpty],
      [
        [{ name: 'Бренд' }, { brand: 999_999 }],
        'competitors.1.brand',
        CONFLICT_MESSAGES.unknownBrand,
      ],
      [
        Array.from({ length: 21 }, (_, i) => ({ name: `Конкурент ${i}` })),
        'competitors',
        CONFLICT_MESSAGES.tooManyCompetitors,
      ],
    ];
    for (const [competitors, field, message] of bad) {
      const res = await as('client')<Record<string, string[]>>('PUT', competitorsUrl(project), {
        competitors,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body[field], JSON.stringify(res.body)).toEqual([message]);
    }
    const kept = await as('client')<ProjectCompetitors>('GET', competitorsUrl(project));
    expect(kept.body.competitors.map((c) => c.brand)).toEqual([vkusvill]);
    const list = await as('client')<Record<string, string[]>>(
      'GET',
      `${T}/projects/${project}/conflicts/?contractors=1,x`,
    );
    expect(list.status).toBe(400);
    expect(list.body.contractors).toEqual([CONFLICT_MESSAGES.contractorsList]);
  });

  it('stops the edits once the project is closed, the reading stays', async () => {
    const { project } = await invited(['leader']);
    const cancel = await as('client')('POST', `${T}/tenders/cancel-project/`, {
      project,
      reason: 'Отменили',
    });
    expect(cancel.status).toBe(200);
    const res = await setCompetitors(project, [{ brand: vkusvill }]);
    expect(res.status).toBe(400);
    const read = await as('client')<ProjectCompetitors>('GET', competitorsUrl(project));
    expect(read.body).toMatchObject({ competitors: [], can_edit: false });
    const rows = await db()
      .select()
      .from(projectCompetitors)
      .where(and(eq(projectCompetitors.projectId, project)));
    expect(rows).toEqual([]);
  });
});
