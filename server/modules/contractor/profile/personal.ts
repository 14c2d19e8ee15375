import { eq } from 'drizzle-orm';
import type { PersonalProfile } from '../../../../contract/profile';
import { profileCompleteness } from '../../../../contract/profile-completeness';
import type { Db } from '../../../db/client';
import { avatars, contractors } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import type { Principal } from '../../auth';
import { logoJoin, toContractor, withLogo } from '../contractor.service';
import { casesOf } from './cases';
import { clientHistoriesOf } from './client-histories';
import { profileIndustries, profileLanguages } from './industries-languages';
import { profileLocations } from './locations';
import { servicesOf } from './services';

/** The agency's whole profile with every part, as its own panel edits it. */
export async function loadPersonalProfile(
  db: Db,
  id: number,
): Promise<PersonalProfile | undefined> {
  const [found] = await db
    .select(withLogo)
    .from(contractors)
    .leftJoin(avatars, logoJoin)
    .where(eq(contractors.id, id));
  if (!found) return undefined;
  const { row } = found;
  const parts = {
    services: await servicesOf(db, id),
    industries: await profileIndustries.rows(db, id),
    locations: await profileLocations.rows(db, id),
    languages: await profileLanguages.rows(db, id),
    client_histories: await clientHistoriesOf(db, id),
    cases: await casesOf(db, id),
  };
  const contractor = toContractor(row, found.logo);
  return {
    ...contractor,
    profile_version: row.profileVersion,
    ...parts,
    completeness: profileCompleteness({ ...contractor, ...parts }),
  };
}

/** `contractors-lk/{id}/`: only the agency's own people; anyone else's agency reads as absent. */
export async function personalProfile(
  db: Db,
  principal: Principal,
  id: number,
): Promise<PersonalProfile> {
  if (principal.contractor?.contractorId !== id) throw notFound();
  const profile = await loadPersonalProfile(db, id);
  if (!profile) throw notFound();
  return profile;
}
