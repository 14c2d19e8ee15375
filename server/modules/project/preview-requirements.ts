import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { draftRequirements, matchingPreviewRequest } from '../../../contract/matching-preview';
import { REQUIREMENTS_MESSAGES, type MatchingRequirements } from '../../../contract/requirements';
import type { Db } from '../../db/client';
import { cities, countries, industries, languages, serviceRanges, services } from '../../db/schema';
import { validationError, type FieldErrors } from '../../http/errors';
import { checkReferences, missingPk } from '../../http/references';

// Unsaved requirements (the matching preview's body) as the ranking reads them: every id checked, each
// service's price band in roubles. Errors name the body's list: `{"services": ["…"]}`.

export type PreviewBody = z.output<typeof matchingPreviewRequest>;
/** Requirements not saved yet, as the preview and a new project (`projects/` POST) name them. */
export type DraftBody = z.output<typeof draftRequirements>;
export type ServiceRange = typeof serviceRanges.$inferSelect;

const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
const add = (errors: FieldErrors, field: string, message: string) => {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
};

/**
 * Checks the ids of unsaved requirements: each names something, each price band is its service's, each city
 * is in its country. Errors name the body's lists; the bands found come back by id.
 */
export async function checkDraftRequirements(
  db: Db,
  body: DraftBody,
): Promise<{ errors: FieldErrors; ranges: Map<number, ServiceRange> }> {
  const errors = await checkReferences(db, [
    ...body.services.map((s) => ({
      field: 'services',
      id: s.service,
      table: services,
      column: services.id,
    })),
    ...body.industries.map((id) => ({
      field: 'industries',
      id,
      table: industries,
      column: industries.id,
    })),
    ...body.languages.map((id) => ({
      field: 'languages',
      id,
      table: languages,
      column: languages.id,
    })),
    ...body.locations.flatMap((l) => [
      { field: 'locations', id: l.country, table: countries, column: countries.id },
      { field: 'locations', id: l.city, table: cities, column: cities.id },
    ]),
  ]);
  for (const field of Object.keys(errors)) errors[field] = [...new Set(errors[field])];

  const rangeIds = body.services.flatMap((s) => (s.service_range == null ? [] : [s.service_range]));
  const ranges = new Map(
    (rangeIds.length === 0
      ? []
      : await db.select().from(serviceRanges).where(inArray(serviceRanges.id, rangeIds))
    ).map((range) => [range.id, range]),
  );
  for (const s of body.services) {
    if (s.service_range == null) continue;
    const range = ranges.get(s.service_range);
    if (!range) add(errors, 'services', missingPk(s.service_range));
    else if (range.serviceId !== s.service)
      add(errors, 'services', REQUIREMENTS_MESSAGES.rangeOfAnotherService);
  }

  const cityIds = body.locations.flatMap((l) => (l.city == null ? [] : [l.city]));
  const cityCountry = new Map(
    (cityIds.length === 0
      ? []
      : await db
          .select({ id: cities.id, country: cities.countryId })
          .from(cities)
          .where(inArray(cities.id, cityIds))
    ).map((city) => [city.id, city.country]),
  );
  for (const l of body.locations) {
    const country = l.city == null ? undefined : cityCountry.get(l.city);
    if (country !== undefined && country !== l.country)
      add(errors, 'locations', REQUIREMENTS_MESSAGES.cityOfAnotherCountry);
  }
  return { errors, ranges };
}

/** The body's requirements, or a 400 naming each list with an id that names nothing or does not fit. */
export async function previewRequirements(
  db: Db,
  body: PreviewBody,
): Promise<MatchingRequirements> {
  const { errors, ranges } = await checkDraftRequirements(db, body);
  if (Object.keys(errors).length > 0) throw validationError(errors);

  // A service named twice counts once, with its first band.
  const byService = new Map<number, MatchingRequirements['services'][number]>();
  for (const s of body.services) {
    if (byService.has(s.service)) continue;
    const range = s.service_range == null ? undefined : ranges.get(s.service_range);
    byService.set(s.service, {
      serviceId: s.service,
      minPrice: range?.minPrice ?? null,
      maxPrice: range?.maxPrice ?? null,
    });
  }
  const places = new Map(
    body.locations.map((l) => [
      `${l.country}:${l.city ?? ''}`,
      { countryId: l.country, cityId: l.city ?? null },
    ]),
  );
  return {
    version: 0, // nothing is stored: no version to key on
    budget: body.budget ?? null,
    services: [...byService.values()].sort((a, b) => a.serviceId - b.serviceId),
    industryIds: sortedIds(body.industries),
    locations: [...places.values()],
    languageIds: sortedIds(body.languages),
    minStaff: body.min_staff ?? null,
    excludedIds: sortedIds(body.excluded),
    includedIds: sortedIds(body.included),
    whitelistIds: sortedIds(body.whitelist),
  };
}
