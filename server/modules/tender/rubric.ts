import { asc, eq } from 'drizzle-orm';
import { isTenderOver } from '../../../contract/project-rules';
import { TENDER_MESSAGES } from '../../../contract/tender';
import {
  DEFAULT_CRITERIA,
  RUBRIC_MESSAGES,
  rubricProblem,
  type CriterionKind,
} from '../../../contract/tender-rubric';
import type { Rubric, RubricCriterion, RubricUpdate } from '../../../contract/tender-rubric-api';
import type { Db } from '../../db/client';
import { invitations, projectCriteria } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import type { Principal } from '../auth';
import { agencyInvitation, assertNotClosed, clientProject, projectById } from './access';
import { record } from './protocol';

// The project's rubric (contract/tender-rubric.ts): the default set until its client saves its own, editable
// until the first invitation, which publishes it (the protocol's public `rubric_published`, with the weights)
// and writes the default set down if the client kept it, so marks always refer to stored criteria.

const toCriterion = (row: typeof projectCriteria.$inferSelect): RubricCriterion => ({
  id: row.id,
  kind: row.kind as CriterionKind,
  name: row.name,
  weight: row.weight,
  scale: row.scale,
  position: row.position,
});

const defaults = (): RubricCriterion[] =>
  DEFAULT_CRITERIA.map((c, position) => ({ ...c, scale: [...c.scale], id: null, position }));

/** The project's stored criteria in their order; none while it reads the default set. */
export const storedCriteria = async (db: Db, projectId: number): Promise<RubricCriterion[]> =>
  (
    await db
      .select()
      .from(projectCriteria)
      .where(eq(projectCriteria.projectId, projectId))
      .orderBy(asc(projectCriteria.position), asc(projectCriteria.id))
  ).map(toCriterion);

/** Published: the project has invited (projects invited before rubrics existed included). */
const isPublished = async (db: Db, projectId: number) =>
  (
    await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.projectId, projectId))
      .limit(1)
  ).length > 0;

/**
 * The stored criteria, the default set written down first when there are none (a project published before
 * rubrics existed); a concurrent writer's rows win by the criteria's unique names.
 */
export async function ensureCriteria(db: Db, projectId: number): Promise<RubricCriterion[]> {
  const stored = await storedCriteria(db, projectId);
  if (stored.length > 0) return stored;
  await db
    .insert(projectCriteria)
    .values(defaults().map(({ id: _, ...c }) => ({ ...c, projectId })))
    .onConflictDoNothing();
  return storedCriteria(db, projectId);
}

async function rubricOf(
  db: Db,
  projectId: number,
  editor: { status: string } | null,
): Promise<Rubric> {
  const stored = await storedCriteria(db, projectId);
  const published = await isPublished(db, projectId);
  return {
    project: projectId,
    criteria: stored.length > 0 ? stored : defaults(),
    is_default: stored.length === 0,
    published,
    can_edit:
      editor !== null && !published && editor.status !== 'closed' && !isTenderOver(editor.status),
  };
}

/** GET projects/{id}/criteria/: the project's client company, or an agency invited to it; else 404. */
export async function readRubric(db: Db, principal: Principal, projectId: number): Promise<Rubric> {
  if (principal.company) {
    const project = await clientProject(db, principal, projectId);
    return rubricOf(db, projectId, project);
  }
  const contractorId = principal.contractor?.contractorId;
  if (contractorId === undefined) throw notFound(TENDER_MESSAGES.notYourProject);
  await agencyInvitation(db, contractorId, projectId);
  await projectById(db, projectId);
  return rubricOf(db, projectId, null);
}

/** The criteria as an invited agency reads them with the brief (the inbox project's `criteria`). */
export async function criteriaForInvitee(db: Db, projectId: number): Promise<RubricCriterion[]> {
  const stored = await storedCriteria(db, projectId);
  return stored.length > 0 ? stored : defaults();
}

/** PUT projects/{id}/criteria/: the whole rubric replaced, before the first invitation only. */
export async function writeRubric(
  db: Db,
  principal: Principal,
  projectId: number,
  body: RubricUpdate,
): Promise<Rubric> {
  const problem = rubricProblem(body.criteria);
  return db.transaction(async (tx) => {
    const project = await clientProject(tx, principal, projectId, { lock: true });
    assertNotClosed(project);
    if (await isPublished(tx, projectId))
      throw validationError({ non_field_errors: [RUBRIC_MESSAGES.published] });
    if (problem !== null) throw validationError({ criteria: [problem] });
    await tx.delete(projectCriteria).where(eq(projectCriteria.projectId, projectId));
    await tx.insert(projectCriteria).values(
      body.criteria.map((c, position) => ({
        projectId,
        kind: c.kind,
        name: c.name.trim(),
        weight: c.weight,
        scale: c.scale.map((line) => line.trim()),
        position,
      })),
    );
    return rubricOf(tx, projectId, project);
  });
}

/**
 * At the project's first invitation (called before it is written, the project's row locked): the rubric is
 * published — the default set stored if the client kept it — and its weights go into the protocol.
 */
export async function publishRubric(
  tx: Db,
  projectId: number,
  userId: number,
  now: Date,
): Promise<void> {
  if (await isPublished(tx, projectId)) return;
  const criteria = await ensureCriteria(tx, projectId);
  await record(tx, {
    projectId,
    kind: 'rubric_published',
    at: now,
    side: 'client',
    userId,
    isPublic: true,
    details: {
      criteria: criteria.map(({ kind, name, weight }) => ({ kind, name, weight })),
    },
  });
}
