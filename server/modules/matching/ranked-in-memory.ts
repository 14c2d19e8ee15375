import { BUDGET_BAND_ROUBLES } from '../../../contract/budget';
import { MATCHING_CRITERIA, MATCHING_CRITERION_KEYS } from '../../../contract/matching';
import type { MatchingRequirements } from '../../../contract/requirements';
import { pointsOf, portfolioPoints, reviewPointsOfStars } from '../../db/scoring';
import type { PageWindow } from '../../http/pagination';
import { LIST, type CandidateIndex } from './candidate-index';
import type { MatchingRow, RankingInput } from './matching-query';

// The ranking's candidates filtered, scored and (the page's) explained over the in-memory index, exactly as
// the whole-ranking statement (the tests' matching-oracle.ts) does in SQL: the same hard filters, the same
// points, ordered by favourite first, then score, then id. A property test holds the two to the same answer.

/** The page's agencies with their scores and explanations, and how many the ranking holds in all. */
export interface ScoredPage {
  total: number;
  page: ({ id: number; score: number; included: boolean; favourite: boolean } & Pick<
    MatchingRow,
    'points' | 'failed' | 'matched' | 'caseCount' | 'reviewCount' | 'reviewStars'
  >)[];
}

type Requirement = MatchingRequirements['services'][number];
type Place = MatchingRequirements['locations'][number];

const weight = (criterion: keyof typeof MATCHING_CRITERIA): number =>
  MATCHING_CRITERIA[criterion].weight;
const MAX_SCORE = Object.values(MATCHING_CRITERIA).reduce((sum, c) => sum + c.weight, 0);
/**
 * Added to a favourite's score to sort it: every favourite then comes before every other agency. A lifted
 * score (at most 2 × MAX_SCORE + 1 = 201) still fits the scores' bytes.
 */
const FAVOURITE_LIFT = MAX_SCORE + 1;

const {
  services: SERVICES,
  languages: LANGUAGES,
  countries: COUNTRIES,
  cities: CITIES,
  nationwideCountries: NATIONWIDE,
  industries: INDUSTRIES,
  caseIndustries: CASES,
  clientIndustries: CLIENTS,
} = LIST;

/** A criterion's whole points for `num` of `den` required, or its whole weight when nothing is. */
const points = (w: number, num: number, den: number) => (den === 0 ? w : pointsOf(w, num, den));

/** A criterion's points for 0 to `den` of `den` required, or its whole weight at 0 when nothing is. */
const pointsTable = (w: number, den: number) =>
  Uint8Array.from({ length: den + 1 }, (_, num) => points(w, num, den));

/**
 * The requirements turned into a hard-filter test, a score and an explanation of one row (position `i`) of
 * the index. A class, not closures: one ranking calls `passes` and `score` for every candidate, and the
 * methods of one class stay inlined from one ranking to the next, where fresh closures would not.
 */
class Scorer {
  private readonly serviceIds: Int32Array;
  private readonly priced: Requirement[];
  private readonly band: { min: number; max: number | null } | null;
  private readonly nowMs: number;
  private readonly locations: Place[];
  private readonly languageIds: number[];
  private readonly industryIds: number[];
  private readonly minStaff: number | null;
  // The index's columns, read once: the index does not change while a ranking runs (it is synchronous).
  private readonly published: Int32Array;
  private readonly priceStart: Int32Array;
  private readonly priceMin: Float64Array;
  private readonly priceMax: Float64Array;
  // Each criterion's points by how much of it matched, and its weight: a per-row lookup is dear.
  private readonly servicesW = weight('services');
  private readonly languagesW = weight('languages');
  private readonly planW = weight('plan');
  private readonly servicePoints: Uint8Array;
  private readonly pricePoints: Uint8Array;
  private readonly industryPoints: Uint8Array;
  private readonly locationPoints: Uint8Array;
  private readonly languagePoints: Uint8Array;

  constructor(
    private readonly index: CandidateIndex,
    r: MatchingRequirements,
    now: Date,
  ) {
    this.serviceIds = Int32Array.from(r.services, (s) => s.serviceId);
    this.priced = r.services.filter((s) => s.minPrice !== null || s.maxPrice !== null);
    this.band = r.budget === null ? null : BUDGET_BAND_ROUBLES[r.budget];
    this.nowMs = now.getTime();
    ({ locations: this.locations, languageIds: this.languageIds } = r);
    ({ industryIds: this.industryIds, minStaff: this.minStaff } = r);
    this.published = index.published.data;
    this.priceStart = index.priceStart.data;
    this.priceMin = index.servicePriceMin.data;
    this.priceMax = index.servicePriceMax.data;
    this.servicePoints = pointsTable(this.servicesW, this.serviceIds.length);
    const priceChecks = this.priced.length + (this.band === null ? 0 : 1);
    this.pricePoints = pointsTable(weight('price'), priceChecks);
    this.industryPoints = pointsTable(weight('industries'), 5 * this.industryIds.length);
    this.locationPoints = pointsTable(weight('location'), this.locations.length);
    this.languagePoints = pointsTable(this.languagesW, this.languageIds.length);
  }

  /** Whether row `i` passes every hard filter. */
  passes(i: number): boolean {
    const index = this.index;
    if (this.published[i] !== 1) return false;
    for (let n = 0; n < this.serviceIds.length; n++)
      if (!index.has(i, SERVICES, this.serviceIds[n]!)) return false;
    if (this.locations.length > 0 && this.placesMatched(i, true) === 0) return false;
    for (let n = 0; n < this.languageIds.length; n++)
      if (!index.has(i, LANGUAGES, this.languageIds[n]!)) return false;
    if (this.minStaff !== null) {
      const staff = index.staffOf(i);
      if (staff === null || staff < this.minStaff) return false;
    }
    return this.affordable(i);
  }

  /**
   * The sum of `explain(i).points` for a row that passes every hard filter: it offers every required
   * service, speaks every required language and works in a required place, so those criteria (and a single
   * place) earn their whole weight without being counted (it runs for every candidate).
   */
  scorePassing(i: number): number {
    return (
      this.servicesW +
      this.languagesW +
      this.locationPoints[
        this.locations.length <= 1 ? this.locations.length : this.placesMatched(i)
      ]! +
      this.commonScore(i)
    );
  }

  /** The sum of `explain(i).points` for any row (an inclusion, which may fail the hard filters: a few). */
  score(i: number): number {
    const { points } = this.explain(i);
    return MATCHING_CRITERION_KEYS.reduce((sum, criterion) => sum + points[criterion], 0);
  }

  /** Row `i`'s points per criterion, the hard filters it fails and what matched, as the page statement's. */
  explain(i: number): Pick<MatchingRow, 'points' | 'failed' | 'matched'> {
    const { index, serviceIds, languageIds, industryIds, locations, band, minStaff } = this;
    const matchedPlaces = locations.flatMap((place, n) => (this.worksIn(i, place) ? [n] : []));
    const industries = (list: number) => industryIds.filter((id) => index.has(i, list, id));
    const matched: MatchingRow['matched'] = {
      services: Array.from(serviceIds).filter((id) => index.has(i, SERVICES, id)),
      priceServices: this.priced.filter((s) => this.priceFits(i, s)).map((s) => s.serviceId),
      band: band === null ? null : this.bandFits(i),
      industriesProfile: industries(INDUSTRIES),
      industriesCases: industries(CASES),
      industriesClients: industries(CLIENTS),
      locations: matchedPlaces,
      languages: languageIds.filter((id) => index.has(i, LANGUAGES, id)),
    };
    const staff = index.staffOf(i);
    const failed: MatchingRow['failed'] = {
      published: this.published[i] !== 1,
      services: matched.services.length < serviceIds.length,
      location: locations.length > 0 && matchedPlaces.length === 0,
      languages: matched.languages.length < languageIds.length,
      staff: minStaff !== null && (staff === null || staff < minStaff),
      budget: !this.affordable(i),
    };
    const industryUnits =
      2 * matched.industriesProfile.length +
      2 * matched.industriesCases.length +
      matched.industriesClients.length;
    const earned: MatchingRow['points'] = {
      services: this.servicePoints[matched.services.length]!,
      price: this.pricePoints[matched.priceServices.length + (matched.band === true ? 1 : 0)]!,
      industries: this.industryPoints[industryUnits]!,
      location: this.locationPoints[matchedPlaces.length]!,
      languages: this.languagePoints[matched.languages.length]!,
      reviews: reviewPointsOfStars(index.reviewCount.data[i]!, index.reviewStars.data[i]!),
      portfolio: portfolioPoints(index.caseCount.data[i]!),
      plan: this.planPoints(i),
    };
    return { points: earned, failed, matched };
  }

  /** The points that need counting for every row: prices, industries, quality (reviews, portfolio), plan. */
  private commonScore(i: number): number {
    const index = this.index;
    let prices = 0;
    for (let n = 0; n < this.priced.length; n++) if (this.priceFits(i, this.priced[n]!)) prices++;
    if (this.band !== null && this.bandFits(i)) prices++;
    let industryUnits = 0;
    for (let n = 0; n < this.industryIds.length; n++) {
      const id = this.industryIds[n]!;
      if (index.has(i, INDUSTRIES, id)) industryUnits += 2;
      if (index.has(i, CASES, id)) industryUnits += 2;
      if (index.has(i, CLIENTS, id)) industryUnits += 1;
    }
    return (
      this.pricePoints[prices]! +
      this.industryPoints[industryUnits]! +
      index.quality.data[i]! +
      this.planPoints(i)
    );
  }

  private planPoints(i: number): number {
    return this.index.planUntil.data[i]! > this.nowMs ? this.planW : 0; // NaN (none) is never after now
  }

  /** How many required places row `i` works in (with `any`: 1 at the first). */
  private placesMatched(i: number, any = false): number {
    let places = 0;
    for (let n = 0; n < this.locations.length; n++)
      if (this.worksIn(i, this.locations[n]!)) {
        places++;
        if (any) break;
      }
    return places;
  }

  private worksIn(i: number, place: Place): boolean {
    return place.cityId === null
      ? this.index.has(i, COUNTRIES, place.countryId)
      : this.index.has(i, CITIES, place.cityId) || this.index.has(i, NATIONWIDE, place.countryId);
  }

  /** Whether row `i` offers `s` at a price within its range. */
  private priceFits(i: number, s: Requirement): boolean {
    const j = this.index.serviceIndex(i, s.serviceId);
    if (j < 0) return false;
    const min = this.priceMin[this.priceStart[i]! + j]!; // NaN: no price, which fits nothing
    const cheapEnough = s.maxPrice === null ? !Number.isNaN(min) : min <= s.maxPrice;
    if (s.minPrice === null || !cheapEnough) return cheapEnough;
    const max = this.priceMax[this.priceStart[i]! + j]!;
    return Number.isNaN(max) || max >= s.minPrice;
  }

  /** The cheapest it is for the required services (all of its own when none is required); NaN: unknown. */
  private low(i: number): number {
    if (this.serviceIds.length === 0) return this.index.minPrice.data[i]!;
    let sum = 0;
    for (let n = 0; n < this.serviceIds.length; n++) {
      const j = this.index.serviceIndex(i, this.serviceIds[n]!);
      const min = j < 0 ? NaN : this.priceMin[this.priceStart[i]! + j]!;
      if (!Number.isNaN(min)) sum += min;
    }
    return sum;
  }

  /** The dearest it is for the required services (all of its own when none is required); NaN: no bound. */
  private high(i: number): number {
    if (this.serviceIds.length === 0) return this.index.maxPrice.data[i]!;
    let sum = 0;
    for (let n = 0; n < this.serviceIds.length; n++) {
      const j = this.index.serviceIndex(i, this.serviceIds[n]!);
      if (j < 0) continue;
      const max = this.priceMax[this.priceStart[i]! + j]!;
      if (Number.isNaN(max)) return NaN; // offered open-ended: no upper bound
      sum += max;
    }
    return sum;
  }

  private affordable(i: number): boolean {
    return this.withinBandMax(this.low(i));
  }

  /** Whether a cheapest price is within the band's top (any, without a top); NaN (unknown) never is. */
  private withinBandMax(cheapest: number): boolean {
    const max = this.band?.max ?? null;
    return max === null || cheapest <= max;
  }

  private bandFits(i: number): boolean {
    const cheapest = this.low(i);
    if (Number.isNaN(cheapest) || !this.withinBandMax(cheapest)) return false;
    const dearest = this.high(i);
    return Number.isNaN(dearest) || dearest >= this.band!.min;
  }
}

/**
 * The first `end` of `total` rows (`ids[n]` scored `scores[n]`) by score, then id. Scores are whole numbers
 * from 0 to `top` (MAX_SCORE, or a favourite's lifted score): the lowest score that still makes the cut is
 * found by counting; the rows above it are sorted, and of those at it, the lowest ids complete the cut.
 */
export function firstByScore(
  ids: Int32Array,
  scores: Uint8Array,
  total: number,
  end: number,
  top = MAX_SCORE,
): { id: number; score: number }[] {
  const atScore = new Int32Array(top + 1);
  for (let n = 0; n < total; n++) atScore[scores[n]!]!++;
  let floor = top;
  for (let seen = atScore[top]!; seen < end && floor > 0;) seen += atScore[--floor]!;
  const above: { id: number; score: number }[] = [];
  const atFloor = new Int32Array(atScore[floor]!);
  for (let n = 0, f = 0; n < total; n++)
    if (scores[n]! > floor) above.push({ id: ids[n]!, score: scores[n]! });
    else if (scores[n] === floor) atFloor[f++] = ids[n]!;
  above.sort((a, b) => b.score - a.score || a.id - b.id);
  const cut = lowest(atFloor, Math.max(0, end - above.length));
  return [...above, ...Array.from(cut, (id) => ({ id, score: floor }))];
}

/**
 * The `k` lowest of `values`, in order. Thousands may tie at the cut's score while a page needs a few of
 * them: a few are kept sorted as the rest pass by, instead of sorting them all.
 */
function lowest(values: Int32Array, k: number): Int32Array {
  if (k === 0) return values.subarray(0, 0);
  if (k >= values.length / 8) return values.sort().subarray(0, k);
  const kept = new Int32Array(k);
  let size = 0;
  for (const value of values) {
    if (size === k && value >= kept[k - 1]!) continue;
    let at = size < k ? size++ : k - 1;
    for (; at > 0 && kept[at - 1]! > value; at--) kept[at] = kept[at - 1]!;
    kept[at] = value;
  }
  return kept;
}

/**
 * One page of the ranking of `r` at `now` over `index`: never an excluded agency, nor one outside `onlyIds`
 * when given; the client's inclusions and the agencies passing every hard filter, the favourites first, then
 * by score, then id; and how many in all.
 */
export function rankInMemory(
  index: CandidateIndex,
  r: RankingInput,
  win: PageWindow,
  now: Date,
): ScoredPage {
  const scorer = new Scorer(index, r, now);
  const only = r.onlyIds === undefined ? null : new Set(r.onlyIds);
  const excluded = new Set(r.excludedIds);
  const included = new Set(
    r.includedIds.filter((id) => !excluded.has(id) && (only === null || only.has(id))),
  );
  const favourites = new Set(r.whitelistIds);
  const skip = excluded.size + included.size > 0;
  // The fewest rows that may pass: `onlyIds`', those offering the rarest required service, or all.
  let rows: Int32Array;
  if (only !== null)
    rows = Int32Array.from([...only].map((id) => index.position(id)).filter((i) => i >= 0));
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
    if ((skip && (excluded.has(id) || included.has(id))) || !scorer.passes(i)) continue;
    ids[total] = id;
    scores[total++] =
      scorer.scorePassing(i) + (favourites.size > 0 && favourites.has(id) ? FAVOURITE_LIFT : 0);
  }
  for (const i of inclusions) {
    const id = index.ids.data[i]!;
    ids[total] = id;
    scores[total++] = scorer.score(i) + (favourites.has(id) ? FAVOURITE_LIFT : 0);
  }

  const end = win.offset + win.limit;
  const top = favourites.size > 0 ? FAVOURITE_LIFT + MAX_SCORE : MAX_SCORE;
  const page = firstByScore(ids, scores, total, end, top);
  return {
    total,
    page: page.slice(win.offset, end).map(({ id, score: sorted }) => {
      const i = index.position(id);
      const favourite = favourites.has(id);
      return {
        id,
        score: favourite ? sorted - FAVOURITE_LIFT : sorted,
        included: included.has(id),
        favourite,
        ...scorer.explain(i),
        caseCount: index.caseCount.data[i]!,
        reviewCount: index.reviewCount.data[i]!,
        reviewStars: index.reviewStars.data[i]!,
      };
    }),
  };
}
