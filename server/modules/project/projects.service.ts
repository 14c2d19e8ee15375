import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BudgetBand } from '../../../contract/budget';
import {
  PROJECT_MESSAGES,
  type Project,
  type ProjectCreate,
  type ProjectPatch,
  type ProjectStatus,
} from '../../../contract/project';
import { CONFIDENTIAL_MESSAGES } from '../../../contract/tender-confidential';
import type { Db } from '../../db/client';
import { invitations, projects, requirementServices, requirements } from '../../db/schema';
import { notFound, validationError, type FieldErrors } from '../../http/errors';
import { pageFromWindowedRows, pageWindow, type PageRequest } from '../../http/pagination';
import { windowTotal } from '../../http/sql';
import type { Principal } from '../auth';
import { afterBriefChange } from '../tender';
import {
  newRequirementsErrors,
  throwIfInvalid,
  writeNewRequirements,
} from './create-with-requirements';
import { bumpRequirementsVersion } from './requirements/version';

// A client company's projects: only its own people see or change them; anyone else's reads as absent.

const columns = {
  id: projects.id,
  company: projects.companyId,
  author: projects.authorId,
  title: projects.title,
  description: projects.description,
  budget: projects.budget,
  start_date: projects.startDate,
  deadline: projects.deadline,
  status: projects.status,
  requirements: requirements.id,
  requirements_version: projects.requirementsVersion,
  confidential: projects.confidential,
  invited: sql<boolean>`exists (select 1 from ${invitations}
    where ${invitations.projectId} = ${projects.id})`,
  created_at: projects.createdAt,
  updated_at: projects.updatedAt,
};
type Row = Omit<Project, 'budget' | 'status' | 'created_at' | 'updated_at'> & {
  budget: string | null;
  status: string;
  created_at: Date;
  updated_at: Date;
};

const toProject = (row: Row): Project => ({
  ...row,
  budget: row.budget as BudgetBand | null,
  status: row.status as ProjectStatus,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const selectProjects = (db: Db) =>
  db.select(columns).from(projects).leftJoin(requirements, eq(requirements.projectId, projects.id));

/** The caller's company's project, or a 404: another company's project is not revealed. */
export async function ownProject(db: Db, principal: Principal, id: number): Promise<Project> {
  const companyId = principal.company?.companyId;
  if (companyId === undefined) throw notFound();
  const [row] = await selectProjects(db).where(
    and(eq(projects.id, id), eq(projects.companyId, companyId)),
  );
  if (!row) throw notFound();
  return toProject(row);
}

/** The caller's company's projects, newest first; a client without a company has none. */
export async function projectsPage(
  request: PageRequest,
  db: Db,
  principal: Principal,
  query: { page?: string; page_size?: string; status?: ProjectStatus },
) {
  const win = pageWindow(query);
  const companyId = principal.company?.companyId ?? 0; // 0 matches no company
  const rows = await db
    .select({ ...columns, total: windowTotal() })
    .from(projects)
    .leftJoin(requirements, eq(requirements.projectId, projects.id))
    .where(
      and(
        eq(projects.companyId, companyId),
        query.status ? eq(projects.status, query.status) : undefined,
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(win.limit)
    .offset(win.offset);
  return pageFromWindowedRows(request, win, rows, ({ total: _, ...row }) => toProject(row));
}

/** The deadline is not before the start, the dates as they will be after the write. */
function checkDates(start: string | null, deadline: string | null, errors: FieldErrors) {
  if (start !== null && deadline !== null && deadline < start)
    (errors.deadline ??= []).push(PROJECT_MESSAGES.deadlineBeforeStart);
}

const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw validationError(errors);
};

/**
 * A new draft of the caller's company. With `requirements` the project, its requirements and their parts
 * are one transaction (a refusal writes nothing), and a project that names a service starts in `matching`.
 */
export async function createProject(
  db: Db,
  principal: Principal,
  body: ProjectCreate,
): Promise<Project> {
  const companyId = principal.company?.companyId;
  if (companyId === undefined)
    throw validationError({ non_field_errors: [PROJECT_MESSAGES.noCompany] });
  const errors: FieldErrors = {};
  checkDates(body.start_date ?? null, body.deadline ?? null, errors);
  const draft = body.requirements;
  return db.transaction(async (tx) => {
    throwIfInvalid(errors, draft && (await newRequirementsErrors(tx, draft)));
    const [row] = await tx
      .insert(projects)
      .values({
        companyId,
        authorId: principal.id,
        title: body.title,
        description: body.description ?? '',
        budget: body.budget ?? null,
        startDate: body.start_date ?? null,
        deadline: body.deadline ?? null,
        confidential: body.confidential ?? false,
        status: draft && draft.services.length > 0 ? 'matching' : 'draft',
      })
      .returning({ id: projects.id });
    if (draft) await writeNewRequirements(tx, row!.id, draft);
    return ownProject(tx, principal, row!.id);
  });
}

/**
 * What a client may do to a project's status now: start matching from a draft (its requirements name at
 * least one service) and go back to the draft; the tender and closing come with the tender's own calls.
 */
const CLIENT_TRANSITIONS: Partial<Record<ProjectStatus, ProjectStatus[]>> = {
  draft: ['matching'],
  matching: ['draft'],
};

async function checkTransition(tx: Db, current: Project, to: ProjectStatus, errors: FieldErrors) {
  if (to === current.status) return;
  if (!CLIENT_TRANSITIONS[current.status]?.includes(to)) {
    (errors.status ??= []).push(PROJECT_MESSAGES.transition(current.status, to));
    return;
  }
  if (to === 'matching') {
    const [services] = await tx
      .select({ n: count() })
      .from(requirementServices)
      .innerJoin(requirements, eq(requirements.id, requirementServices.requirementId))
      .where(eq(requirements.projectId, current.id));
    if (!services || services.n === 0) (errors.status ??= []).push(PROJECT_MESSAGES.needsService);
  }
}

/** A change of the budget band is a change of what the ranking reads: the requirements version grows. */
export const changeProject = (
  db: Db,
  principal: Principal,
  id: number,
  body: ProjectPatch,
  now: Date,
) =>
  db.transaction(async (tx) => {
    const current = await ownProject(tx, principal, id);
    await tx.execute(sql`select 1 from ${projects} where ${projects.id} = ${id} for update`);
    const errors: FieldErrors = {};
    checkDates(
      body.start_date === undefined ? current.start_date : body.start_date,
      body.deadline === undefined ? current.deadline : body.deadline,
      errors,
    );
    if (body.status !== undefined) await checkTransition(tx, current, body.status, errors);
    // Turned on any time; off only before the first invitation: the invitees were invited on those terms
    // (and those not yet past them would read the whole brief without ever accepting).
    if (body.confidential === false && current.confidential && current.invited)
      (errors.confidential ??= []).push(CONFIDENTIAL_MESSAGES.cannotTurnOff);
    throwIfAny(errors);
    const values = {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.budget !== undefined && { budget: body.budget }),
      ...(body.start_date !== undefined && { startDate: body.start_date }),
      ...(body.deadline !== undefined && { deadline: body.deadline }),
      ...(body.status !== undefined && { status: body.status }),
      ...(body.confidential !== undefined && { confidential: body.confidential }),
    };
    const changed = (Object.keys(values) as (keyof typeof values)[]).some(
      (key) => values[key] !== current[KEY_OF[key]],
    );
    if (changed)
      await tx
        .update(projects)
        .set({ ...values, updatedAt: now })
        .where(eq(projects.id, id));
    if (body.budget !== undefined && body.budget !== current.budget)
      await bumpRequirementsVersion(tx, id);
    const after = await ownProject(tx, principal, id);
    await afterBriefChange(tx, current, after, principal.id, now); // a tender's invitees are told
    return after;
  });

const KEY_OF = {
  title: 'title',
  description: 'description',
  budget: 'budget',
  startDate: 'start_date',
  deadline: 'deadline',
  status: 'status',
  confidential: 'confidential',
} as const satisfies Record<string, keyof Project>;

/** Only a project not yet in a tender is removed (with its requirements). */
const REMOVABLE: ProjectStatus[] = ['draft', 'matching'];

export async function removeProject(db: Db, principal: Principal, id: number): Promise<void> {
  const current = await ownProject(db, principal, id);
  if (!REMOVABLE.includes(current.status))
    throw validationError({ non_field_errors: [PROJECT_MESSAGES.notRemovable(current.status)] });
  await db.delete(projects).where(eq(projects.id, id));
}
