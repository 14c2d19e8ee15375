import { asc, eq, inArray } from 'drizzle-orm';
import { isTenderOver } from '../../../contract/project-rules';
import { CONFLICT_MESSAGES } from '../../../contract/tender-conflict';
import type {
  Competitor,
  CompetitorsUpdate,
  ProjectCompetitors,
} from '../../../contract/tender-conflict-api';
import type { Db } from '../../db/client';
import { brands, projectCompetitors } from '../../db/schema';
import { throwIfAny, type FieldErrors } from '../../http/errors';
import type { Principal } from '../auth';
import { assertNotClosed, clientProject } from './access';

// The competitors a client names in its brief (`project_competitors`): the client company's private data —
// only its people read or write them, no agency ever does; conflicts.ts flags the agencies serving one.

/** The project's named competitors in the order they were written, each brand with its name. */
export async function competitorsOf(db: Db, projectId: number): Promise<Competitor[]> {
  const rows = await db
    .select({
      id: projectCompetitors.id,
      brand: projectCompetitors.brandId,
      brand_name: brands.name,
      name: projectCompetitors.name,
      inn: projectCompetitors.inn,
    })
    .from(projectCompetitors)
    .leftJoin(brands, eq(brands.id, projectCompetitors.brandId))
    .where(eq(projectCompetitors.projectId, projectId))
    .orderBy(asc(projectCompetitors.id));
  return rows;
}

const answer = async (
  db: Db,
  project: { id: number; status: string },
): Promise<ProjectCompetitors> => ({
  project: project.id,
  competitors: await competitorsOf(db, project.id),
  can_edit: !isTenderOver(project.status),
});

/** GET projects/{id}/competitors/: the project's client company; another company's project 404. */
export async function readCompetitors(
  db: Db,
  principal: Principal,
  projectId: number,
): Promise<ProjectCompetitors> {
  return answer(db, await clientProject(db, principal, projectId));
}

/** PUT projects/{id}/competitors/: the whole list replaced, while the project's tender is not over. */
export async function writeCompetitors(
  db: Db,
  principal: Principal,
  projectId: number,
  body: CompetitorsUpdate,
): Promise<ProjectCompetitors> {
  return db.transaction(async (tx) => {
    const project = await clientProject(tx, principal, projectId, { lock: true });
    assertNotClosed(project);
    const wanted = body.competitors.map((c) => c.brand ?? null).filter((id) => id !== null);
    const known = new Set(
      wanted.length === 0
        ? []
        : (
            await tx
              .select({ id: brands.id })
              .from(brands)
              .where(inArray(brands.id, [...new Set(wanted)]))
          ).map((row) => row.id),
    );
    const errors: FieldErrors = {};
    body.competitors.forEach((c, index) => {
      if (c.brand != null && !known.has(c.brand))
        errors[`competitors.${index}.brand`] = [CONFLICT_MESSAGES.unknownBrand];
    });
    throwIfAny(errors);
    await tx.delete(projectCompetitors).where(eq(projectCompetitors.projectId, projectId));
    if (body.competitors.length > 0)
      await tx.insert(projectCompetitors).values(
        body.competitors.map((c) => ({
          projectId,
          brandId: c.brand ?? null,
          name: c.name?.trim() ?? '',
          inn: c.inn?.trim() || null,
        })),
      );
    return answer(tx, project);
  });
}
