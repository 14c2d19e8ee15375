import { TEAM_SIZES } from '../../../contract/catalogue-options';
import type { CatalogueFacets, FacetOption } from '../../../contract/catalogue';
import type { Db } from '../../db/client';
import { LIST, LISTS, type CandidateIndex } from '../matching';
import { FACETS, type CatalogueFilters, type FacetName } from './catalogue-query';
import { catalogueFacetNames } from './facet-names';

// The catalogue's facets counted over the ranking's in-memory index of every agency's keys (issue 33): the
// database answers only the page and, with a search, which agencies it finds. A facet counts the agencies
// passing every filter but its own (disjunctive faceting): an agency failing one filter counts in that
// filter's facet alone, one failing two in none.

type ListedFacet = Exclude<FacetName, 'team_sizes'>;
const LISTED = FACETS.filter((facet): facet is ListedFacet => facet !== 'team_sizes');

/** The ids the query selects in each listed facet. */
function selectedIds(f: CatalogueFilters): Record<ListedFacet, readonly number[]> {
  return {
    services: f.service ?? [],
    industries: f.industry ?? [],
    languages: f.language ?? [],
    countries: f.country === undefined ? [] : [f.country],
    cities: f.city === undefined ? [] : [f.city],
  };
}

/** The team-size bucket of a staff count (`TEAM_SIZES`' index), or -1. */
function bucketOf(staff: number | null): number {
  if (staff === null) return -1;
  return TEAM_SIZES.findIndex(
    (size) => staff >= size.staff_min && (size.staff_max === null || staff <= size.staff_max),
  );
}

/** Counts by id, in a typed array grown to the largest id seen. */
class Tally {
  counts = new Int32Array(256);
  add(id: number) {
    if (id >= this.counts.length) {
      const grown = new Int32Array(Math.max(id + 1, this.counts.length * 2));
      grown.set(this.counts);
      this.counts = grown;
    }
    this.counts[id]!++;
  }
  of(id: number) {
    return id < this.counts.length ? this.counts[id]! : 0;
  }
}

export interface FacetTally {
  /** How many agencies pass every filter. */
  total: number;
  /** With a search, the ids of the agencies it found that pass every filter (in no order). */
  hits: number[];
  listed: Record<ListedFacet, Tally>;
  buckets: Int32Array;
}

/**
 * Counts the published agencies of `index` passing the price cap and, when searching, found by the search
 * (`found`: their ids), under the query's faceted filters.
 */
export function tallyFacets(
  index: CandidateIndex,
  f: CatalogueFilters,
  found: readonly number[] | null,
): FacetTally {
  const selected = selectedIds(f);
  const lists = LISTED.map((facet) => LIST[facet]);
  // Facets by number: the listed ones in `LISTED` order, then the team sizes. Each present filter is tested by
  // the number of the facet it narrows and the ids it selects (none for the team size: its bounds).
  const TEAM = LISTED.length;
  const tests: { facet: number; ids: readonly number[] }[] = LISTED.flatMap((facet, n) =>
    selected[facet].length > 0 ? [{ facet: n, ids: selected[facet] }] : [],
  );
  if (f.staff_min !== undefined || f.staff_max !== undefined) tests.push({ facet: TEAM, ids: [] });
  const min = f.staff_min ?? -Infinity;
  const max = f.staff_max ?? Infinity;
  const counts = LISTED.map(() => new Tally());
  const tally: FacetTally = {
    total: 0,
    hits: [],
    listed: Object.fromEntries(
      LISTED.map((facet, n) => [facet, counts[n]]),
    ) as FacetTally['listed'],
    buckets: new Int32Array(TEAM_SIZES.length),
  };
  const pool = index.pool.data;
  const starts = index.listStart.data;
  const lengths = index.listLength.data;
  const passes = (facet: number, ids: readonly number[], i: number): boolean => {
    if (facet === TEAM) {
      const staff = index.staffOf(i);
      return staff !== null && staff >= min && staff <= max;
    }
    const at = i * LISTS.length + lists[facet]!;
    for (let p = starts[at]!, end = p + lengths[at]!; p < end; p++)
      if (ids.includes(pool[p]!)) return true;
    return false;
  };
  const countIn = (facet: number, i: number) => {
    if (facet === TEAM) {
      const bucket = bucketOf(index.staffOf(i));
      if (bucket >= 0) tally.buckets[bucket]!++;
      return;
    }
    const at = i * LISTS.length + lists[facet]!;
    const tallied = counts[facet]!;
    for (let p = starts[at]!, end = p + lengths[at]!; p < end; p++) tallied.add(pool[p]!);
  };
  const cap = f.price_max ?? Infinity;
  const visit = (i: number) => {
    if (index.published.data[i] !== 1) return;
    // NaN (no price) is never at or below a cap, as SQL's null is not.
    if (cap !== Infinity && !(index.minPrice.data[i]! <= cap)) return;
    let failed = -1;
    for (const test of tests) {
      if (passes(test.facet, test.ids, i)) continue;
      if (failed >= 0) return; // fails two filters: counts nowhere
      failed = test.facet;
    }
    if (failed >= 0) return countIn(failed, i);
    tally.total++;
    if (found !== null) tally.hits.push(index.ids.data[i]!);
    for (let facet = 0; facet <= TEAM; facet++) countIn(facet, i);
  };
  if (found === null) for (let i = 0; i < index.size; i++) visit(i);
  else
    for (const id of found) {
      const i = index.position(id);
      if (i >= 0) visit(i);
    }
  return tally;
}

/** The reference entries of the listed facets, in reference order (the facet names, without the names' use). */
type Reference = Record<ListedFacet, readonly { id: number; name: string }[]>;

// The reference data changes only with a deploy (migrations and the seed): read once per database, and again
// when an agency names an entry the copy lacks (its ids are foreign keys: an unknown one is a new entry).
const references = new WeakMap<Db, Promise<Reference>>();
const readReference = (db: Db) => {
  const read = catalogueFacetNames(db).then(({ names }) => names);
  references.set(db, read);
  read.catch(() => references.delete(db));
  return read;
};

// One collator: `localeCompare` with a locale builds one per comparison.
const russian = new Intl.Collator('ru');
const byCount = (a: FacetOption, b: FacetOption) =>
  b.count - a.count || russian.compare(a.name, b.name) || a.id - b.id;

/**
 * The tally as the contract's facets: options with a count above zero and every selected one, reference
 * lists in reference order, cities by count, then name.
 */
export async function facetsOf(
  db: Db,
  tally: FacetTally,
  f: CatalogueFilters,
): Promise<CatalogueFacets> {
  const selected = selectedIds(f);
  const listedOf = (reference: Reference, facet: ListedFacet) =>
    reference[facet]
      .map((entry) => ({ ...entry, count: tally.listed[facet].of(entry.id) }))
      .filter((option) => option.count > 0 || selected[facet].includes(option.id));
  let reference = await (references.get(db) ?? readReference(db));
  const known = (facet: ListedFacet) => {
    const ids = new Set(reference[facet].map((entry) => entry.id));
    const counts = tally.listed[facet].counts;
    return counts.every((count, id) => count === 0 || ids.has(id));
  };
  if (!LISTED.every(known)) reference = await readReference(db);
  return {
    services: listedOf(reference, 'services'),
    industries: listedOf(reference, 'industries'),
    countries: listedOf(reference, 'countries'),
    cities: listedOf(reference, 'cities').sort(byCount),
    languages: listedOf(reference, 'languages'),
    team_sizes: TEAM_SIZES.map((size, index) => ({ ...size, count: tally.buckets[index]! })),
  };
}
