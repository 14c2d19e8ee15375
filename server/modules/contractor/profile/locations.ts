import { and, asc, eq, isNull } from 'drizzle-orm';
import type {
  LocationContractor,
  LocationContractorCreate,
  LocationContractorPatch,
} from '../../../../contract/profile';
import { PROFILE_MESSAGES } from '../../../../contract/profile-rules';
import type { Db } from '../../../db/client';
import { cities, countries, locationContractors } from '../../../db/schema';
import { found } from '../../../http/route-kit';
import { checkReferences } from '../../../http/references';
import type { Principal } from '../../auth';
import { addError, assertOwned, throwIfAny, writeProfile, type OwnedTable } from './write';

// Where an agency works: a whole country (no city) or one city of it.

const owned: OwnedTable = {
  table: locationContractors,
  id: locationContractors.id,
  contractorId: locationContractors.contractorId,
};

export async function locationsOf(
  db: Db,
  contractorId: number,
  onlyId?: number,
): Promise<LocationContractor[]> {
  const rows = await db
    .select({
      id: locationContractors.id,
      contractor: locationContractors.contractorId,
      country: { id: countries.id, name: countries.name, code: countries.code },
      city: { id: cities.id, name: cities.name, country: cities.countryId },
    })
    .from(locationContractors)
    .innerJoin(countries, eq(countries.id, locationContractors.countryId))
    .leftJoin(cities, eq(cities.id, locationContractors.cityId))
    .where(
      and(
        eq(locationContractors.contractorId, contractorId),
        onlyId === undefined ? undefined : eq(locationContractors.id, onlyId),
      ),
    )
    .orderBy(
      asc(countries.position),
      asc(countries.id),
      asc(cities.position),
      asc(locationContractors.id),
    );
  return rows;
}

/** The country and city exist, the city is in the country, the place is not listed yet (but as `exceptId`). */
async function checkPlace(
  tx: Db,
  contractorId: number,
  place: { country: number; city: number | null },
  exceptId?: number,
) {
  const errors = await checkReferences(tx, [
    { field: 'country', id: place.country, table: countries, column: countries.id },
  ]);
  if (place.city !== null) {
    const [city] = await tx
      .select({ country: cities.countryId })
      .from(cities)
      .where(eq(cities.id, place.city));
    if (!city)
      await checkReferences(
        tx,
        [{ field: 'city', id: place.city, table: cities, column: cities.id }],
        errors,
      );
    else if (!errors.country && city.country !== place.country)
      addError(errors, 'city', PROFILE_MESSAGES.cityOfAnotherCountry);
  }
  throwIfAny(errors);
  const [taken] = await tx
    .select({ id: locationContractors.id })
    .from(locationContractors)
    .where(
      and(
        eq(locationContractors.contractorId, contractorId),
        eq(locationContractors.countryId, place.country),
        place.city === null
          ? isNull(locationContractors.cityId)
          : eq(locationContractors.cityId, place.city),
      ),
    );
  if (taken && taken.id !== exceptId)
    throwIfAny({ non_field_errors: [PROFILE_MESSAGES.locationTaken] });
}

const LOCATION_TAKEN = [
  ['location_contractors_uq', 'non_field_errors', PROFILE_MESSAGES.locationTaken],
] as const;

export const addLocation = (db: Db, principal: Principal, body: LocationContractorCreate) =>
  writeProfile(
    db,
    principal,
    async (tx, contractorId) => {
      const place = { country: body.country, city: body.city ?? null };
      await checkPlace(tx, contractorId, place);
      const [row] = await tx
        .insert(locationContractors)
        .values({ contractorId, countryId: place.country, cityId: place.city })
        .returning({ id: locationContractors.id });
      return (await locationsOf(tx, contractorId, row!.id))[0]!;
    },
    LOCATION_TAKEN,
  );

/** The place after the change is checked whole: a new country with the old city is refused. */
export const changeLocation = (
  db: Db,
  principal: Principal,
  id: number,
  body: LocationContractorPatch,
) =>
  writeProfile(
    db,
    principal,
    async (tx, contractorId) => {
      await assertOwned(tx, owned, id, contractorId);
      const [row] = await tx
        .select({ country: locationContractors.countryId, city: locationContractors.cityId })
        .from(locationContractors)
        .where(eq(locationContractors.id, id));
      const place = {
        country: body.country ?? row!.country,
        city: body.city === undefined ? row!.city : body.city,
      };
      await checkPlace(tx, contractorId, place, id);
      await tx
        .update(locationContractors)
        .set({ countryId: place.country, cityId: place.city })
        .where(eq(locationContractors.id, id));
      return found((await locationsOf(tx, contractorId, id))[0]);
    },
    LOCATION_TAKEN,
  );

export const removeLocation = (db: Db, principal: Principal, id: number) =>
  writeProfile(db, principal, async (tx, contractorId) => {
    await assertOwned(tx, owned, id, contractorId);
    await tx.delete(locationContractors).where(eq(locationContractors.id, id));
  });
