import { BUDGET_BAND_ROUBLES } from '../../../contract/budget';
import { MATCHING_CRITERIA } from '../../../contract/matching';
import type { MatchingRequirements } from '../../../contract/requirements';
import { pointsOf, reviewPointsOfStars } from '../../db/scoring';
import type { PageWindow } from '../../http/pagination';
import { LIST, type CandidateIndex } from './candidate-index';
import type { MatchingRow } from './matching-query';

// The ranking's candidates filtered, scored and (the page's) explained over the in-memory index, exactly as
// the whole-ranking statement (matching-query.ts) does in SQL: the same hard filters, the same points, ordered
// by score then id. A property test holds the two to the same answer.

/** The page's agencies with their scores and explanations, and how many the ranking holds in all. */
export interface ScoredPage {
  total: number;
  page: ({ id: number; score: number; included: boolean } & Pick<
    MatchingRow,
    'points' | 'failed' | 'matched' | 'caseCount' | 'reviewCount' | 'reviewStars'
  >)[];
}

type Requirement = MatchingRequirements['services'][number];
type Place = MatchingRequirements['locations'][number];

const weight = (criterion: keyof typeof MATCHING_CRITERIA): number =>
  MATCHING_CRITERIA[criterion].weight;
const MAX_SCORE = Object.values(MATCHING_CRITERIA).reduce((sum, c) => sum + c.weight, 0);

/** A criterion's whole points for `num` of `den` required, or its whole weight when nothing is. */
const points = (w: number, num: number, den: number) => (den === 0 ? w : pointsOf(w, num, den));

/** The requirements turned into a hard-filter test and a score of one row (position `i`) of the index. */
function scorer(index: CandidateIndex, r: MatchingRequirements, now: Date) {
  const serviceIds = r.services.map((s) => s.serviceId);
  const priced = r.services.filter((s) => s.minPrice !== null || s.maxPrice !== null);
  const band = r.budget === null ? null : BUDGET_BAND_ROUBLES[r.budget];
  const whitelist = new Set(r.whitelistIds);
  const nowMs = now.getTime();
  const SERVICES = LIST.services;
  const LANGUAGES = LIST.languages;
  const COUNTRIES = LIST.countries;
  const CITIES = LIST.cities;
  const NATIONWIDE = LIST.nationwideCountries;
  const INDUSTRIES = LIST.industries;
  const CASES = LIST.caseIndustries;
  const CLIENTS = LIST.clientIndustries;
  const orNull = (value: number) => (Number.isNaN(value) ? null : value);
  /** The service's lowest or highest price at row `i`: null when it is not offered or has none. */
  const priceOf = (i: number, prices: Float64Array, serviceId: number) => {
    const j = index.serviceIndex(i, serviceId);
    return j < 0 ? null : orNull(prices[index.priceStart.data[i]! + j]!);
  };
  const minOf = (i: number, id: number) => priceOf(i, index.servicePriceMin.data, id);
  const maxOf = (i: number, id: number) => priceOf(i, index.servicePriceMax.data, id);
  const priceFits = (i: number, s: Requirement) => {
    const min = minOf(i, s.serviceId);
    const cheapEnough = s.maxPrice === null ? min !== null : min !== null && min <= s.maxPrice;
    if (s.minPrice === null) return cheapEnough;
    const max = maxOf(i, s.serviceId);
    return cheapEnough && (max === null || max >= s.minPrice);
  };
  const worksIn = (i: number, place: Place) =>
    place.cityId === null
      ? index.has(i, COUNTRIES, place.countryId)
      : index.has(i, CITIES, place.cityId) || index.has(i, NATIONWIDE, place.countryId);
  // The cheapest and dearest it is for the required services (all of its own when none is required).
  const low = (i: number): number | null => {
    if (serviceIds.length === 0) return orNull(index.minPrice.data[i]!);
    let sum = 0;
    for (const id of serviceIds) sum += minOf(i, id) ?? 0;
    return sum;
  };
  const high = (i: number): number | null => {
    if (serviceIds.length === 0) return orNull(index.maxPrice.data[i]!);
    let sum = 0;
    for (const id of serviceIds) {
      const max = maxOf(i, id);
      if (max === null && index.has(i, SERVICES, id)) return null; // open-ended: no upper bound
      sum += max ?? 0;
    }
    return sum;
  };
  const affordable = (i: number) => {
    if (band === null || band.max === null) return true;
    const cheapest = low(i);
    return cheapest !== null && cheapest <= band.max;
  };
  const bandFits = (i: number) => {
    const cheapest = low(i);
    const dearest = high(i);
    return affordable(i) && cheapest !== null && (dearest === null || dearest >= band!.min);
  };

  // Each criterion's weight and how much of it is required, read once: a per-row lookup is dear.
  const servicesW = weight('services');
  const priceW = weight('price');
  const industriesW = weight('industries');
  const locationW = weight('location');
  const languagesW = weight('languages');
  const priceChecks = priced.length + (band === null ? 0 : 1);
  const planWeight = weight('plan');
  const { locations, languageIds, industryIds, minStaff } = r;
  const published = index.published.data;
  const ids = index.ids.data;
  /** Whether row `i` passes every hard filter. */
  const passes = (i: number) => {
    if (published[i] !== 1) return false;
    if (whitelist.size > 0 && !whitelist.has(ids[i]!)) return false;
    for (let n = 0; n < serviceIds.length; n++)
      if (!index.has(i, SERVICES, serviceIds[n]!)) return false;
    if (locations.length > 0) {
      let somewhere = false;
      for (let n = 0; n < locations.length && !somewhere; n++)
        somewhere = worksIn(i, locations[n]!);
      if (!somewhere) return false;
    }
    for (let n = 0; n < languageIds.length; n++)
      if (!index.has(i, LANGUAGES, languageIds[n]!)) return false;
    if (minStaff !== null) {
      const staff = index.staffOf(i);
      if (staff === null || staff < minStaff) return false;
    }
    return affordable(i);
  };

  /** The sum of `explain(i).points`, counted without building what matched (it runs for every candidate). */
  const score = (i: number) => {
    let services = 0;
    for (let n = 0; n < serviceIds.length; n++)
      if (index.has(i, SERVICES, serviceIds[n]!)) services++;
    let prices = 0;
    for (let n = 0; n < priced.length; n++) if (priceFits(i, priced[n]!)) prices++;
    if (band !== null && bandFits(i)) prices++;
    let industryUnits = 0;
    for (let n = 0; n < industryIds.length; n++) {
      const id = industryIds[n]!;
      if (index.has(i, INDUSTRIES, id)) industryUnits += 2;
      if (index.has(i, CASES, id)) industryUnits += 2;
      if (index.has(i, CLIENTS, id)) industryUnits += 1;
    }
    let places = 0;
    for (let n = 0; n < locations.length; n++) if (worksIn(i, locations[n]!)) places++;
    let languages = 0;
    for (let n = 0; n < languageIds.length; n++)
      if (index.has(i, LANGUAGES, languageIds[n]!)) languages++;
    const planUntil = index.planUntil.data[i]!;
    return (
      points(servicesW, services, serviceIds.length) +
      points(priceW, prices, priceChecks) +
      points(industriesW, industryUnits, 5 * industryIds.length) +
      points(locationW, places, locations.length) +
      points(languagesW, languages, languageIds.length) +
      index.quality.data[i]! +
      (planUntil > nowMs ? planWeight : 0) // NaN (none) is never after now
    );
  };
  /** Row `i`'s points per criterion, the hard filters it fails and what matched, as the page statement's. */
  const explain = (i: number): Pick<MatchingRow, 'points' | 'failed' | 'matched'> => {
    const offers = (id: number) => index.has(i, SERVICES, id);
    const matchedPlaces = locations.flatMap((place, n) => (worksIn(i, place) ? [n] : []));
    const industries = (list: number) => industryIds.filter((id) => index.has(i, list, id));
    const matched: MatchingRow['matched'] = {
      services: serviceIds.filter(offers),
      priceServices: priced.filter((s) => priceFits(i, s)).map((s) => s.serviceId),
      band: band === null ? null : bandFits(i),
      industriesProfile: industries(INDUSTRIES),
      industriesCases: industries(CASES),
      industriesClients: industries(CLIENTS),
      locations: matchedPlaces,
      languages: languageIds.filter((id) => index.has(i, LANGUAGES, id)),
    };
    const staff = index.staffOf(i);
    const failed: MatchingRow['failed'] = {
      published: published[i] !== 1,
      whitelist: whitelist.size > 0 && !whitelist.has(ids[i]!),
      services: matched.services.length < serviceIds.length,
      location: locations.length > 0 && matchedPlaces.length === 0,
      languages: matched.languages.length < languageIds.length,
      staff: minStaff !== null && (staff === null || staff < minStaff),
      budget: !affordable(i),
    };
    const industryUnits =
      2 * matched.industriesProfile.length +
      2 * matched.industriesCases.length +
      matched.industriesClients.length;
    const planUntil = index.planUntil.data[i]!;
    const earned: MatchingRow['points'] = {
      services: points(servicesW, matched.services.length, serviceIds.length),
      price: points(
        priceW,
        matched.priceServices.length + (matched.band === true ? 1 : 0),
        priceChecks,
      ),
      industries: points(industriesW, industryUnits, 5 * industryIds.length),
      location: points(locationW, matchedPlaces.length, locations.length),
      languages: points(languagesW, matched.languages.length, languageIds.length),
      reviews: reviewPointsOfStars(index.reviewCount.data[i]!, index.reviewStars.data[i]!),
      portfolio: pointsOf(weight('portfolio'), Math.min(index.caseCount.data[i]!, 10), 10),
      plan: planUntil > nowMs ? planWeight : 0,
    };
    return { points: earned, failed, matched };
  };
  return { passes, score, explain };
}

/**
 * One page of the ranking of `r` at `now` over `index`: never an excluded agency; the client's inclusions and
 * the agencies passing every hard filter, by score then id; and how many in all.
 */
export function rankInMemory(
  index: CandidateIndex,
  r: MatchingRequirements,
  win: PageWindow,
  now: Date,
): ScoredPage {
  const { passes, score, explain } = scorer(index, r, now);
  const excluded = new Set(r.excludedIds);
  const included = new Set(r.includedIds.filter((id) => !excluded.has(id)));
  const skip = excluded.size + included.size > 0;
  // The fewest rows that may pass: the whitelist's, those offering the rarest required service, or all.
  let rows: Int32Array;
  if (r.whitelistIds.length > 0)
    rows = Int32Array.from(
      [...new Set(r.whitelistIds)].map((id) => index.position(id)).filter((i) => i >= 0),
    );
  else if (r.services.length > 0)
    rows = r.services
      .map((s) => index.offering(s.serviceId))
      .reduce((a, b) => (b.length < a.length ? b : a));
  else rows = index.everyRow();
  const inclusions = [...included].map((id) => index.position(id)).filter((i) => i >= 0);

  const ids = new Int32Array(rows.length + inclusions.length);
  const scores = new Uint8Array(ids.length);
  let total = 0;
  for (let n = 0; n < rows.length; n++) {
    const i = rows[n]!;
    const id = index.ids.data[i]!;
    if ((skip && (excluded.has(id) || included.has(id))) || !passes(i)) continue;
    ids[total] = id;
    scores[total++] = score(i);
  }
  for (const i of inclusions) {
    ids[total] = index.ids.data[i]!;
    scores[total++] = score(i);
  }

  // Scores are whole points from 0 to MAX_SCORE: the page's lowest score is found by counting; the rows above
  // it are sorted, and of those at it, the lowest ids complete the page.
  const end = win.offset + win.limit;
  const atScore = new Int32Array(MAX_SCORE + 1);
  for (let n = 0; n < total; n++) atScore[scores[n]!]!++;
  let floor = MAX_SCORE;
  for (let seen = atScore[MAX_SCORE]!; seen < end && floor > 0;) seen += atScore[--floor]!;
  const above: { id: number; score: number }[] = [];
  const atFloor = new Int32Array(atScore[floor]!);
  for (let n = 0, f = 0; n < total; n++)
    if (scores[n]! > floor) above.push({ id: ids[n]!, score: scores[n]! });
    else if (scores[n] === floor) atFloor[f++] = ids[n]!;
  above.sort((a, b) => b.score - a.score || a.id - b.id);
  atFloor.sort();
  const page = [
    ...above,
    ...Array.from(atFloor.subarray(0, Math.max(0, end - above.length)), (id) => ({
      id,
      score: floor,
    })),
  ];
  return {
    total,
    page: page.slice(win.offset, end).map(({ id, score }) => {
      const i = index.position(id);
      return {
        id,
        score,
        included: included.has(id),
        ...explain(i),
        caseCount: index.caseCount.data[i]!,
        reviewCount: index.reviewCount.data[i]!,
        reviewStars: index.reviewStars.data[i]!,
      };
    }),
  };
}
