import fc from 'fast-check';
import { BUDGET_BAND_KEYS, BUDGET_BAND_ROUBLES, type BudgetBand } from '../../../contract/budget';
import type { MatchingPreviewRequest } from '../../../contract/matching-preview';
import type { MatchingRequirements } from '../../../contract/requirements';
import { oracle, requirementsArb, type Agency, type Reference } from './matching-world';

// The matching preview and similar agencies in plain TypeScript over the test world's agencies, on top of
// the ranking's oracle (matching-world.ts): written from the rules, not from the statements.

/** A preview body and the requirements it means, over the reference slice (agencies by their index). */
export function previewArb(ref: Reference, agencyIds: readonly number[]) {
  return fc
    .tuple(
      requirementsArb(ref, agencyIds),
      fc.array(fc.option(fc.nat(), { freq: 3 }), { minLength: 5, maxLength: 5 }),
      fc.integer({ min: 0, max: 5 }),
    )
    .map(([r, picks, top]) => {
      const chosen = r.services.map((s, i) => {
        const ranges = ref.services.find((x) => x.id === s.serviceId)!.ranges;
        const pick = picks[i] ?? null;
        return {
          serviceId: s.serviceId,
          range: pick === null ? null : ranges[pick % ranges.length]!,
        };
      });
      const requirements: MatchingRequirements = {
        ...r,
        services: chosen.map((s) => ({
          serviceId: s.serviceId,
          minPrice: s.range?.min ?? null,
          maxPrice: s.range?.max ?? null,
        })),
      };
      const body = {
        services: chosen.map((s) => ({ service: s.serviceId, service_range: s.range?.id ?? null })),
        industries: r.industryIds,
        languages: r.languageIds,
        locations: r.locations.map((l) => ({ country: l.countryId, city: l.cityId })),
        min_staff: r.minStaff,
        budget: r.budget,
        excluded: r.excludedIds,
        included: r.includedIds,
        whitelist: r.whitelistIds,
        top,
      } satisfies MatchingPreviewRequest;
      return { body, requirements };
    });
}

/** The agencies passing every hard filter (never an inclusion that fails one), ranked. */
export const passing = (
  agencies: readonly Agency[],
  r: MatchingRequirements,
  cityCountry: ReadonlyMap<number, number>,
) => oracle(agencies, { ...r, includedIds: [] }, cityCountry);

/** The lowest price an agency names for the required services (all of its own when none), or null. */
function lowestPrice(agency: Agency, r: MatchingRequirements): number | null {
  if (r.services.length === 0) {
    const mins = agency.services.flatMap((s) => (s.range === null ? [] : [s.range.min]));
    return mins.length === 0 ? null : Math.min(...mins);
  }
  const ranges = r.services.map(
    (s) => agency.services.find((o) => o.serviceId === s.serviceId)?.range ?? null,
  );
  return ranges.some((range) => range === null)
    ? null
    : ranges.reduce((sum, range) => sum + range!.min, 0);
}

const bandOf = (price: number): BudgetBand =>
  BUDGET_BAND_KEYS.find((band) => {
    const max = BUDGET_BAND_ROUBLES[band].max;
    return max === null || price <= max;
  })!;

/** What the preview must answer for `r` (its count, the ids and scores of its top, its budget check). */
export function expectedPreview(
  agencies: readonly Agency[],
  r: MatchingRequirements,
  top: number,
  cityCountry: ReadonlyMap<number, number>,
) {
  const fit = passing(agencies, r, cityCountry);
  const matched = passing(agencies, { ...r, budget: null }, cityCountry);
  const prices = matched
    .map((m) =>
      lowestPrice(
        agencies.find((a) => a.id === m.id)!,
        r,
      ),
    )
    .filter((price) => price !== null)
    .sort((a, b) => a - b);
  const median = prices.length === 0 ? null : prices[Math.ceil(prices.length / 2) - 1]!;
  return {
    count: fit.length,
    top: fit.slice(0, top).map((e) => ({
      id: e.id,
      score: e.score,
      included: r.includedIds.includes(e.id),
    })),
    budget:
      r.budget === null
        ? null
        : {
            band: r.budget,
            matched: matched.length,
            fitting: fit.length,
            usual_band: median === null ? null : bandOf(median),
          },
  };
}

/** The agencies like `like` that fit `r`, in the endpoint's order, with the ids they share. */
export function expectedSimilar(
  agencies: readonly Agency[],
  r: MatchingRequirements,
  like: Agency,
  cityCountry: ReadonlyMap<number, number>,
) {
  const mine = like.services.map((s) => s.serviceId);
  return passing(agencies, r, cityCountry)
    .filter((e) => e.id !== like.id)
    .map((e) => {
      const a = agencies.find((x) => x.id === e.id)!;
      const services = a.services.map((s) => s.serviceId).filter((id) => mine.includes(id));
      const industries = a.industries.filter((id) => like.industries.includes(id));
      return { id: e.id, score: e.score, services, industries };
    })
    .filter((e) => e.services.length + e.industries.length > 0)
    .sort(
      (a, b) =>
        b.services.length + b.industries.length - (a.services.length + a.industries.length) ||
        b.score - a.score ||
        a.id - b.id,
    );
}
