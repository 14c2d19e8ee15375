import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  REQUIREMENTS_MESSAGES,
  type RequirementLocation,
  type RequirementLocationCreate,
  type RequirementLocationPatch,
} from '../../../../contract/requirements';
import type { Db } from '../../../db/client';
import { cities, countries, requirementLocations } from '../../../db/schema';
import { checkReferences } from '../../../http/references';
import type { Principal } from '../../auth';
import {
  addError,
  changeRequirements,
  requirementOfBody,
  requirementOfPart,
  throwIfAny,
  type PartTable,
} from './access';

// Where the agency should work: a whole country (no city) or one city of it.

const part: PartTable = {
  table: requirementLocations,
  id: requirementLocations.id,
  requirementId: requirementLocations.requirementId,
};

export const requiredLocationsOf = (
  db: Db,
  requirementId: number,
  onlyId?: number,
): Promise<RequirementLocation[]> =>
  db
    .select({
      id: requirementLocations.id,
      requirement: requirementLocations.requirementId,
      country: { id: countries.id, name: countries.name, code: countries.code },
      city: { id: cities.id, name: cities.name, country: cities.countryId },
    })
    .from(requirementLocations)
    .innerJoin(countries, eq(countries.id, requirementLocations.countryId))
    .leftJoin(cities, eq(cities.id, requirementLocations.cityId))
    .where(
      and(
        eq(requirementLocations.requirementId, requirementId),
        onlyId === undefined ? undefined : eq(requirementLocations.id, onlyId),
      ),
    )
    .orderBy(
      asc(countries.position),
      asc(countries.id),
      asc(cities.position),
      asc(requirementLocations.id),
    );

type Place = { country: number; city: number | null };

/** The country and city exist, the city is in the country, the place is not listed yet (but as `exceptId`). */
async function checkPlace(tx: Db, requirementId: number, place: Place, exceptId?: number) {
  const errors = await checkReferences(tx, [
    { field: 'country', id: place.country, table: countries, column: countries.id },
    { field: 'city', id: place.city, table: cities, column: cities.id },
  ]);
  if (place.city !== null && !errors.city && !errors.country) {
    const [city] = await tx
      .select({ country: cities.countryId })
      .from(cities)
      .where(eq(cities.id, place.city));
    if (city!.country !== place.country)
      addError(errors, 'city', REQUIREMENTS_MESSAGES.cityOfAnotherCountry);
  }
  throwIfAny(errors);
  const [taken] = await tx
    .select({ id: requirementLocations.id })
    .from(requirementLocations)
    .where(
      and(
        eq(requirementLocations.requirementId, requirementId),
        eq(requirementLocations.countryId, place.country),
        place.city === null
          ? isNull(requirementLocations.cityId)
          : eq(requirementLocations.cityId, place.city),
      ),
    );
  if (taken && taken.id !== exceptId)
    throwIfAny({ non_field_errors: [REQUIREMENTS_MESSAGES.locationTaken] });
}

const LOCATION_TAKEN = [
  ['requirement_locations_uq', 'non_field_errors', REQUIREMENTS_MESSAGES.locationTaken],
] as const;

export const addRequiredLocation = (
  db: Db,
  principal: Principal,
  body: RequirementLocationCreate,
) =>
  changeRequirements(
    db,
    (tx) => requirementOfBody(tx, principal, body.requirement),
    async (tx, { requirementId }) => {
      const place = { country: body.country, city: body.city ?? null };
      await checkPlace(tx, requirementId, place);
      const [row] = await tx
        .insert(requirementLocations)
        .values({ requirementId, countryId: place.country, cityId: place.city })
        .returning({ id: requirementLocations.id });
      return { result: (await requiredLocationsOf(tx, requirementId, row!.id))[0]!, changed: true };
    },
    LOCATION_TAKEN,
  );

/** The place after the change is checked whole: a new country with the old city is refused. */
export const changeRequiredLocation = (
  db: Db,
  principal: Principal,
  id: number,
  body: RequirementLocationPatch,
) =>
  changeRequirements(
    db,
    (tx) => requirementOfPart(tx, principal, part, id),
    async (tx, { requirementId }) => {
      const [row] = await tx
        .select({ country: requirementLocations.countryId, city: requirementLocations.cityId })
        .from(requirementLocations)
        .where(eq(requirementLocations.id, id));
      const place = {
        country: body.country ?? row!.country,
        city: body.city === undefined ? row!.city : body.city,
      };
      await checkPlace(tx, requirementId, place, id);
      const changed = place.country !== row!.country || place.city !== row!.city;
      if (changed)
        await tx
          .update(requirementLocations)
          .set({ countryId: place.country, cityId: place.city })
          .where(eq(requirementLocations.id, id));
      return { result: (await requiredLocationsOf(tx, requirementId, id))[0]!, changed };
    },
    LOCATION_TAKEN,
  );

export const removeRequiredLocation = (db: Db, principal: Principal, id: number) =>
  changeRequirements(
    db,
    (tx) => requirementOfPart(tx, principal, part, id),
    async (tx) => {
      await tx.delete(requirementLocations).where(eq(requirementLocations.id, id));
      return { result: undefined, changed: true };
    },
  );
