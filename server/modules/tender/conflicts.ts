import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  CONFLICT_CONTRACTORS_MAX,
  CONFLICT_MESSAGES,
  type ConflictAnswer,
} from '../../../contract/tender-conflict';
import type { ConflictFlag, ProjectConflicts } from '../../../contract/tender-conflict-api';
import { moscowCalendarDay } from '../../../contract/tender-rubric';
import type { Db } from '../../db/client';
import {
  brands,
  cases,
  companies,
  contractorClientHistories,
  invitations,
  projectClosings,
  projects,
} from '../../db/schema';
import { validationError } from '../../http/errors';
import type { Principal } from '../auth';
import { clientProject } from './access';
import { competitorsOf } from './competitors';
import { conflictOf, type ClientEntry, type NamedCompetitor } from './conflict-match';

// GET projects/{id}/conflicts/: which agencies serve a competitor the project names, computed at each read
// beside the ranking (its stored items stay as they are), with what each invitee declared at acceptance.
// The client company's alone: agencies never learn the competitors, only confirm or declare.

/** `?contractors=1,2,3` as ids; null when absent (the project's invitees). */
function askedIds(text: string | undefined): number[] | null {
  if (text === undefined || text.trim() === '') return null;
  if (!/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/.test(text.trim()))
    throw validationError({ contractors: [CONFLICT_MESSAGES.contractorsList] });
  const ids = [...new Set(text.trim().split(',').map(Number))];
  if (ids.some((id) => id > 2_147_483_647))
    throw validationError({ contractors: [CONFLICT_MESSAGES.contractorsList] });
  if (ids.length > CONFLICT_CONTRACTORS_MAX)
    throw validationError({ contractors: [CONFLICT_MESSAGES.tooManyContractors] });
  return ids;
}

const yearOf = (at: Date | null) =>
  at === null ? null : Number(moscowCalendarDay(at).slice(0, 4));

/** Every client the agencies list or served here, by agency: client histories, cases, projects won. */
async function clientsOf(
  db: Db,
  ids: number[],
  projectId: number,
): Promise<Map<number, ClientEntry[]>> {
  const histories = await db
    .select({
      contractor: contractorClientHistories.contractorId,
      brandId: contractorClientHistories.brandId,
      brandName: brands.name,
      name: contractorClientHistories.clientName,
      industryId: contractorClientHistories.industryId,
      yearFrom: contractorClientHistories.yearFrom,
      yearTo: contractorClientHistories.yearTo,
    })
    .from(contractorClientHistories)
    .leftJoin(brands, eq(brands.id, contractorClientHistories.brandId))
    .where(inArray(contractorClientHistories.contractorId, ids));
  const portfolio = await db
    .select({
      contractor: cases.contractorId,
      brandId: cases.brandId,
      brandName: brands.name,
      name: cases.clientName,
      industryId: cases.industryId,
      year: cases.year,
      title: cases.title,
    })
    .from(cases)
    .leftJoin(brands, eq(brands.id, cases.brandId))
    .where(inArray(cases.contractorId, ids));
  // Projects it was chosen for here, of another project than this one.
  const won = await db
    .select({
      contractor: projectClosings.contractorId,
      name: companies.name,
      inn: companies.inn,
      closedAt: projectClosings.closedAt,
    })
    .from(projectClosings)
    .innerJoin(projects, eq(projects.id, projectClosings.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(
      and(
        eq(projectClosings.kind, 'winner'),
        inArray(projectClosings.contractorId, ids),
        ne(projectClosings.projectId, projectId),
      ),
    );
  const entries = new Map<number, ClientEntry[]>();
  const add = (contractor: number | null, entry: ClientEntry) => {
    if (contractor === null) return;
    const list = entries.get(contractor) ?? [];
    list.push(entry);
    entries.set(contractor, list);
  };
  for (const { contractor, ...h } of histories)
    add(contractor, { source: 'history', inn: null, title: '', ...h });
  for (const c of portfolio)
    add(c.contractor, {
      source: 'case',
      brandId: c.brandId,
      brandName: c.brandName,
      name: c.name,
      inn: null,
      industryId: c.industryId,
      yearFrom: null,
      yearTo: c.year,
      title: c.title,
    });
  for (const w of won)
    add(w.contractor, {
      source: 'platform',
      brandId: null,
      brandName: null,
      name: w.name,
      inn: w.inn,
      industryId: null,
      yearFrom: null,
      yearTo: yearOf(w.closedAt),
      title: '',
    });
  return entries;
}

/** The conflicts' read (the route checked the caller is a client's person). */
export async function readConflicts(
  db: Db,
  principal: Principal,
  projectId: number,
  query: { contractors?: string },
  now: Date,
): Promise<ProjectConflicts> {
  // Whose project first: another company's reads 404 whatever it asks.
  const project = await clientProject(db, principal, projectId);
  const asked = askedIds(query.contractors);
  const [company] = await db
    .select({ industryId: companies.industryId, name: companies.name })
    .from(companies)
    .where(eq(companies.id, project.companyId));
  const declared = await db
    .select({
      contractor: invitations.contractorId,
      conflict: invitations.conflict,
      separateTeam: invitations.conflictSeparateTeam,
      note: invitations.conflictNote,
    })
    .from(invitations)
    .where(
      and(
        eq(invitations.projectId, projectId),
        asked === null ? undefined : inArray(invitations.contractorId, asked),
      ),
    );
  const ids = asked ?? declared.map((row) => row.contractor);
  const competitors: NamedCompetitor[] = (await competitorsOf(db, projectId)).map((c) => ({
    brandId: c.brand,
    brandName: c.brand_name,
    name: c.name,
    inn: c.inn,
  }));
  const clients =
    competitors.length === 0 || ids.length === 0
      ? new Map<number, ClientEntry[]>()
      : await clientsOf(db, ids, projectId);
  const declarations = new Map(
    declared
      .filter((row) => row.conflict !== null)
      .map((row) => [
        row.contractor,
        {
          conflict: row.conflict as ConflictAnswer,
          separate_team: row.separateTeam,
          note: row.note,
        },
      ]),
  );
  const year = Number(moscowCalendarDay(now).slice(0, 4));
  const flags: ConflictFlag[] = [];
  for (const contractor of ids) {
    const conflict = conflictOf({
      competitors,
      entries: clients.get(contractor) ?? [],
      clientIndustryId: company?.industryId ?? null,
      clientName: company?.name ?? '',
      year,
    });
    const declaration = declarations.get(contractor) ?? null;
    if (conflict === null && declaration === null) continue;
    flags.push({
      contractor,
      level: conflict?.level ?? null,
      label: conflict?.label ?? null,
      reasons: conflict?.reasons ?? [],
      declaration,
    });
  }
  return { project: projectId, competitors: competitors.length, flags };
}
