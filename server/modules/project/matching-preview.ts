import { inArray } from 'drizzle-orm';
import { BUDGET_BAND_KEYS, BUDGET_BAND_ROUBLES, type BudgetBand } from '../../../contract/budget';
import type { MatchingPreview, matchingPreviewRequest } from '../../../contract/matching-preview';
import type { MatchingRequirements } from '../../../contract/requirements';
import { REQUIREMENTS_MESSAGES } from '../../../contract/requirements';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { cities, countries, industries, languages, serviceRanges, services } from '../../db/schema';
import { validationError } from '../../http/errors';
import { checkReferences, missingPk, type Reference } from '../../http/references';
import { catalogueCards } from '../agency-cards';
import { previewCountsStatement, rankContractors } from '../matching';

// The matching preview: unsaved requirements (a project being described, by a guest too) counted and ranked
// like a saved project's, writing nothing.

type PreviewBody = z.output<typeof matchingPreviewRequest>;

const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The band a sum of roubles falls into (a band holds its lower bound, not its upper one). */
export function bandOf(roubles: number): BudgetBand {
  return BUDGET_BAND_KEYS.find((band) => {
    const { min, max } = BUDGET_BAND_ROUBLES[band];
    return roubles >= min && (max === null || roubles < max);
  })!;
}

/** The body as the ranking reads it; a 400 naming every id that names nothing or does not fit. */
async function requirementsOf(db: Db, body: PreviewBody): Promise<MatchingRequirements> {
  const refs: Reference[] = [
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
    ...body.locations.map((l) => ({
      field: 'locations',
      id: l.country,
      table: countries,
      column: countries.id,
    })),
  ];
  const errors = await checkReferences(db, refs);
  const rangeIds = body.services.flatMap((s) => (s.service_range ? [s.service_range] : []));
  const ranges = new Map(
    (rangeIds.length === 0
      ? []
      : await db.select().from(serviceRanges).where(inArray(serviceRanges.id, rangeIds))
    ).map((range) => [range.id, range]),
  );
  for (const s of body.services) {
    if (!s.service_range) continue;
    const range = ranges.get(s.service_range);
    if (!range) (errors.services ??= []).push(missingPk(s.service_range));
    else if (range.serviceId !== s.service)
      (errors.services ??= []).push(REQUIREMENTS_MESSAGES.rangeOfAnotherService);
  }
  const cityIds = body.locations.flatMap((l) => (l.city ? [l.city] : []));
  const cityCountry = new Map(
    (cityIds.length === 0
      ? []
      : await db
          .select({ id: cities.id, countryId: cities.countryId })
          .from(cities)
          .where(inArray(cities.id, cityIds))
    ).map((city) => [city.id, city.countryId]),
  );
  for (const l of body.locations) {
    if (!l.city) continue;
    const country = cityCountry.get(l.city);
    if (country === undefined) (errors.locations ??= []).push(missingPk(l.city));
    else if (country !== l.country)
      (errors.locations ??= []).push(REQUIREMENTS_MESSAGES.cityOfAnotherCountry);
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  // One band per service: the first one named wins, as a saved project holds one row per service.
  const byService = new Map<number, MatchingRequirements['services'][number]>();
  for (const s of body.services) {
    if (byService.has(s.service)) continue;
    const range = s.service_range ? ranges.get(s.service_range)! : null;
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
    version: 0,
    budget: body.budget ?? null,
    services: [...byService.values()].sort((a, b) => a.serviceId - b.serviceId),
    industryIds: sortedIds(body.industries),
    languageIds: sortedIds(body.languages),
    locations: [...places.values()],
    minStaff: body.min_staff ?? null,
    excludedIds: sortedIds(body.excluded),
    includedIds: sortedIds(body.included),
    whitelistIds: sortedIds(body.whitelist),
  };
}

/** How many agencies fit, the best `top` of them with their cards, and the budget's reality check. */
export async function matchingPreview(db: Db, body: PreviewBody): Promise<MatchingPreview> {
  const requirements = await requirementsOf(db, body);
  const [counts] = await selectRows<{
    count: number;
    matched: number;
    usual_price: number | string | null;
  }>(db, previewCountsStatement(requirements));
  let top: MatchingPreview['top'] = [];
  if (body.top > 0 && counts!.count > 0) {
    // Only agencies that fit: an inclusion failing a filter is left out, so ask for as many more.
    const ranked = await rankContractors(db, requirements, {
      page: 1,
      limit: body.top + requirements.includedIds.length,
      offset: 0,
    });
    const fitting = ranked.results.filter((r) => r.failedFilters.length === 0).slice(0, body.top);
    const cards = new Map(
      (
        await catalogueCards(
          db,
          fitting.map((r) => r.contractorId),
        )
      ).map((c) => [c.id, c]),
    );
    top = fitting.flatMap((item) => {
      const contractor = cards.get(item.contractorId);
      return contractor ? [{ ...item, contractor }] : [];
    });
  }
  const usual = counts!.usual_price === null ? null : Number(counts!.usual_price); // bigint: a string
  return {
    count: counts!.count,
    top,
    budget: requirements.budget
      ? {
          band: requirements.budget,
          matched: counts!.matched,
          fitting: counts!.count,
          usual_band: usual === null ? null : bandOf(usual),
        }
      : null,
  };
}
