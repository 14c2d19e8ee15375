import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { qualityPoints } from '../../db/scoring';
import { catalogueVersion, contractorMatchKeys as k } from '../../db/schema';
import type { CardRow } from '../agency-cards';

// The server's copy of every agency's matching keys, kept in memory and caught up with the database by the
// catalogue's version: a ranking filters and scores the candidates here (ranked-in-memory.ts), and asks the
// database only for its page. A row carries the catalogue version that wrote it, so catching up reads only
// the rows written since (one index range read); a count that no longer agrees (a row deleted) reloads all.
// Columns of typed arrays, the id lists in one shared pool: 100 000 agencies take some 25 MB and are scanned
// without touching an object per agency.

/** The id lists of a row, in the pool in this order. */
export const LISTS = [
  'services',
  'languages',
  'countries',
  'cities',
  'nationwideCountries',
  'industries',
  'caseIndustries',
  'clientIndustries',
] as const;
export type ListName = (typeof LISTS)[number];
export const LIST: Record<ListName, number> = Object.fromEntries(
  LISTS.map((name, index) => [name, index]),
) as Record<ListName, number>;

/** A row as read from the database (prices in roubles; null: none). */
type LoadedRow = {
  id: number | null;
  version: number | string;
  total: number | string;
  published: boolean;
  staff: number | null;
  caseCount: number;
  reviewCount: number;
  reviewStars: number;
  planUntil: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  serviceMinPrices: (number | null)[];
  serviceMaxPrices: (number | null)[];
} & Record<ListName, number[]>;

/** A typed array that grows by doubling. */
class Column<T extends Int32Array | Float64Array> {
  constructor(
    public data: T,
    private readonly make: (size: number) => T,
  ) {}
  ensure(size: number) {
    if (size <= this.data.length) return;
    const grown = this.make(Math.max(size, this.data.length * 2));
    grown.set(this.data);
    this.data = grown;
  }
}
const ints = (size = 1024) => new Column(new Int32Array(size), (n) => new Int32Array(n));
const floats = (size = 1024) => new Column(new Float64Array(size), (n) => new Float64Array(n));
const NONE = -1; // a null staff count
/** How many agencies' card rows are kept (a card row is about 1 KB). */
const CARD_CACHE = 5000;

export class CandidateIndex {
  /** The catalogue version the rows reflect; -1 before the first load. */
  version = -1;
  /** How many rows; a row is a position below it. */
  size = 0;
  readonly ids = ints();
  readonly published = ints();
  readonly staff = ints();
  readonly quality = ints();
  /** What the explanation of the reviews and the portfolio tells: counts, and the reviews' stars summed. */
  readonly caseCount = ints();
  readonly reviewCount = ints();
  readonly reviewStars = ints();
  /** Prices and the priority's end (ms since the epoch) as doubles; NaN: null. */
  readonly planUntil = floats();
  readonly minPrice = floats();
  readonly maxPrice = floats();
  /** Row `i`'s list `l` is `pool[listStart[i * LISTS.length + l]]` on, `listLength[…]` ids long. */
  readonly listStart = ints();
  readonly listLength = ints();
  readonly pool = ints(1 << 16);
  private poolUsed = 0;
  /** The part of the pool that current rows use; an edit leaves its old lists behind as garbage. */
  private poolLive = 0;
  /** Each service's price range, aligned with the row's `services` list: `prices[priceStart[i] + j]`. */
  readonly priceStart = ints();
  readonly servicePriceMin = floats(1 << 14);
  readonly servicePriceMax = floats(1 << 14);
  private pricesUsed = 0;
  private readonly positionOf = new Map<number, number>();
  /**
   * The card rows of the agencies ranked lately (at most `CARD_CACHE` of them), dropped when their row is
   * written: every write of what a card shows rewrites the agency's matching row.
   */
  private readonly cards = new Map<number, CardRow>();
  private postings: Map<number, Int32Array> | null = null;
  private everyPosition: Int32Array | null = null;
  private catchingUp: Promise<void> | null = null;

  /** The position of the agency `id`, or -1. */
  position(id: number): number {
    return this.positionOf.get(id) ?? -1;
  }

  /** The card row of the agency `id` while nothing of it was written since it was read. */
  card(id: number): CardRow | undefined {
    return this.cards.get(id);
  }

  /** Keeps the card rows read for a page; the oldest go past `CARD_CACHE`. */
  keepCards(cards: Iterable<CardRow>) {
    for (const card of cards) {
      this.cards.delete(card.id);
      this.cards.set(card.id, card);
    }
    for (const id of this.cards.keys()) {
      if (this.cards.size <= CARD_CACHE) break;
      this.cards.delete(id);
    }
  }

  /** Whether row `i`'s list `list` holds `id`. */
  has(i: number, list: number, id: number): boolean {
    const at = i * LISTS.length + list;
    const start = this.listStart.data[at]!;
    const end = start + this.listLength.data[at]!;
    const pool = this.pool.data;
    for (let p = start; p < end; p++) if (pool[p] === id) return true;
    return false;
  }

  /** Where in row `i`'s services `serviceId` is, or -1. */
  serviceIndex(i: number, serviceId: number): number {
    const at = i * LISTS.length + LIST.services;
    const start = this.listStart.data[at]!;
    const length = this.listLength.data[at]!;
    const pool = this.pool.data;
    for (let j = 0; j < length; j++) if (pool[start + j] === serviceId) return j;
    return -1;
  }

  /** Row `i`'s staff count, or null. */
  staffOf(i: number): number | null {
    const staff = this.staff.data[i]!;
    return staff === NONE ? null : staff;
  }

  /** The positions of the rows of the agencies offering `serviceId`, published or not. */
  offering(serviceId: number): Int32Array {
    if (!this.postings) this.postings = this.buildPostings();
    return this.postings.get(serviceId) ?? new Int32Array(0);
  }

  /** Every row's position, for a ranking that requires no service. */
  everyRow(): Int32Array {
    if (this.everyPosition?.length !== this.size)
      this.everyPosition = Int32Array.from({ length: this.size }, (_, i) => i);
    return this.everyPosition;
  }

  private buildPostings(): Map<number, Int32Array> {
    const counts = new Map<number, number>();
    const each = (visit: (service: number, i: number) => void) => {
      for (let i = 0; i < this.size; i++) {
        const at = i * LISTS.length + LIST.services;
        const start = this.listStart.data[at]!;
        const end = start + this.listLength.data[at]!;
        for (let p = start; p < end; p++) visit(this.pool.data[p]!, i);
      }
    };
    each((service) => counts.set(service, (counts.get(service) ?? 0) + 1));
    const postings = new Map<number, Int32Array>();
    const filled = new Map<number, number>();
    for (const [service, count] of counts) postings.set(service, new Int32Array(count));
    each((service, i) => {
      const n = filled.get(service) ?? 0;
      postings.get(service)![n] = i;
      filled.set(service, n + 1);
    });
    return postings;
  }

  /**
   * Brings the rows up to at least `version`, read from the catalogue before: one read of what changed, shared
   * by the callers that come while it runs (a caller that came later reads again, once).
   */
  async catchUp(db: Db, version: number): Promise<void> {
    while (this.version < version) {
      const own = this.catchingUp === null;
      this.catchingUp ??= this.readChanges(db).finally(() => (this.catchingUp = null));
      await this.catchingUp;
      if (own) return; // begun after `version` was read, so it saw at least that
    }
  }

  private async readChanges(db: Db): Promise<void> {
    const changed = await loadRows(db, this.version);
    const head = changed[0]!;
    for (const row of changed) if (row.id !== null) this.put(row.id, row);
    if (head.id !== null) this.postings = null;
    this.version = Number(head.version); // a bigint: a string from node-postgres
    // An agency left the catalogue (nothing says which), or edits left the pool mostly garbage: everything is
    // read again.
    if (this.size !== Number(head.total) || this.poolUsed > 2 * this.poolLive + (1 << 16)) {
      this.size = 0;
      this.poolUsed = 0;
      this.poolLive = 0;
      this.pricesUsed = 0;
      this.positionOf.clear();
      this.cards.clear();
      this.postings = null;
      this.version = -1;
      await this.readChanges(db);
    }
  }

  /** Writes the row of agency `id`: in its place, or a new one. Its lists go to the end of the pool. */
  private put(id: number, row: LoadedRow) {
    let i = this.positionOf.get(id);
    if (i !== undefined)
      for (let l = 0; l < LISTS.length; l++)
        this.poolLive -= this.listLength.data[i * LISTS.length + l]!;
    else {
      i = this.size++;
      this.positionOf.set(id, i);
      for (const column of [
        this.ids,
        this.published,
        this.staff,
        this.quality,
        this.caseCount,
        this.reviewCount,
        this.reviewStars,
        this.priceStart,
        this.planUntil,
        this.minPrice,
        this.maxPrice,
      ])
        column.ensure(this.size);
      this.listStart.ensure(this.size * LISTS.length);
      this.listLength.ensure(this.size * LISTS.length);
    }
    const orNaN = (value: number | null) => (value === null ? NaN : value);
    this.ids.data[i] = id;
    this.published.data[i] = row.published ? 1 : 0;
    this.staff.data[i] = row.staff ?? NONE;
    this.quality.data[i] = qualityPoints({
      reviews: row.reviewCount,
      stars: row.reviewStars,
      cases: row.caseCount,
    });
    this.caseCount.data[i] = row.caseCount;
    this.reviewCount.data[i] = row.reviewCount;
    this.reviewStars.data[i] = row.reviewStars;
    this.cards.delete(id);
    this.planUntil.data[i] = orNaN(row.planUntil);
    this.minPrice.data[i] = orNaN(row.minPrice);
    this.maxPrice.data[i] = orNaN(row.maxPrice);
    for (const [l, name] of LISTS.entries()) {
      const list = row[name];
      this.pool.ensure(this.poolUsed + list.length);
      this.pool.data.set(list, this.poolUsed);
      this.listStart.data[i * LISTS.length + l] = this.poolUsed;
      this.listLength.data[i * LISTS.length + l] = list.length;
      this.poolUsed += list.length;
      this.poolLive += list.length;
    }
    const count = row.services.length;
    this.servicePriceMin.ensure(this.pricesUsed + count);
    this.servicePriceMax.ensure(this.pricesUsed + count);
    for (let j = 0; j < count; j++) {
      this.servicePriceMin.data[this.pricesUsed + j] = orNaN(row.serviceMinPrices[j] ?? null);
      this.servicePriceMax.data[this.pricesUsed + j] = orNaN(row.serviceMaxPrices[j] ?? null);
    }
    this.priceStart.data[i] = this.pricesUsed;
    this.pricesUsed += count;
  }
}

/**
 * The rows written after catalogue version `since`, each with the catalogue's version and row count read in
 * the same statement (so in one snapshot); one row of nulls but those two when none was.
 */
async function loadRows(db: Db, since: number): Promise<LoadedRow[]> {
  return selectRows<LoadedRow>(
    db,
    sql`select v.version, v.total, ${k.contractorId} as id, ${k.isPublished} as published,
      ${k.staffCount} as staff, ${k.caseCount} as "caseCount",
      ${k.reviewCount} as "reviewCount", ${k.reviewStars} as "reviewStars",
      (extract(epoch from ${k.planPriorityUntil}) * 1000)::float8 as "planUntil",
      ${k.minPrice}::float8 as "minPrice", ${k.maxPrice}::float8 as "maxPrice",
      ${k.serviceIds} as services,
      ${k.serviceMinPrices}::float8[] as "serviceMinPrices",
      ${k.serviceMaxPrices}::float8[] as "serviceMaxPrices",
      ${k.languageIds} as languages, ${k.countryIds} as countries, ${k.cityIds} as cities,
      ${k.nationwideCountryIds} as "nationwideCountries", ${k.industryIds} as industries,
      ${k.caseIndustryIds} as "caseIndustries", ${k.clientIndustryIds} as "clientIndustries"
    from (select coalesce((select ${catalogueVersion.version} from ${catalogueVersion}), 0) as version,
        (select count(*) from ${k}) as total) v
      left join ${k} on ${k.catalogueVersion} > ${since}`,
  );
}
