import { eq } from 'drizzle-orm';
import type { ProjectRequirementsView } from '../../../../contract/requirements';
import type { Db } from '../../../db/client';
import { requirements } from '../../../db/schema';
import type { Principal } from '../../auth';
import { ownProject } from '../projects.service';
import { agenciesOf } from './agencies';
import { requiredIndustries, requiredLanguages } from './industries-languages';
import { requiredLocations } from './locations';
import { requiredServices } from './services';

/** The caller's company's project's requirements, whole; a project without them yet answers empty lists. */
export async function projectRequirementsView(
  db: Db,
  principal: Principal,
  projectId: number,
): Promise<ProjectRequirementsView> {
  const project = await ownProject(db, principal, projectId);
  const [row] = await db.select().from(requirements).where(eq(requirements.projectId, projectId));
  const base = {
    project: projectId,
    requirements_version: project.requirements_version,
  };
  if (!row)
    return {
      ...base,
      id: null,
      comment: '',
      min_staff: null,
      services: [],
      industries: [],
      languages: [],
      locations: [],
      exclusions: [],
      inclusions: [],
      whitelist: [],
    };
  return {
    ...base,
    id: row.id,
    comment: row.comment,
    min_staff: row.minStaff,
    services: await requiredServices.rows(db, row.id),
    industries: await requiredIndustries.rows(db, row.id),
    languages: await requiredLanguages.rows(db, row.id),
    locations: await requiredLocations.rows(db, row.id),
    exclusions: await agenciesOf(db, row.id, 'exclusion'),
    inclusions: await agenciesOf(db, row.id, 'inclusion'),
    whitelist: await agenciesOf(db, row.id, 'whitelist'),
  };
}
