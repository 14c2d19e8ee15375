import type { FastifyInstance } from 'fastify';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CATALOGUE_PAGE_SIZE } from '../contract/catalogue-options';
import { pageWindow } from '../server/http/pagination';
import {
  catalogueCards,
  searchPageStatement,
  searchStatement,
  searchWords,
  tallyFacets,
} from '../server/modules/contractor';
import { getText } from './http-get';
import type { BenchRow } from './table';

// The catalogue's heaviest ordinary question: a search word and three filters (a service, an industry, a
// city) with every facet counted, over the whole bench catalogue. The endpoint through HTTP against its two
// statements run raw on the same database (what the search finds, the page of the hits, the cards; the
// facets are counted in the server's memory, part of the endpoint's time), taken in turns so both see the
// same machine.

const SEARCH = 'ресторан';
const WARMUP = 10;
const RUNS = 100;

/** The most common value of an agency's id column among published agencies. */
async function commonest(app: FastifyInstance, column: string): Promise<number> {
  const [row] = await app.db.query<{ id: number }>(
    `select x as id from contractors, unnest(${column}) x where is_published
      group by x order by count(*) desc, x limit 1`,
  );
  return row!.id;
}

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function measureCatalogueQuery(
  app: FastifyInstance,
  baseUrl: string,
  { label, agencies, budgetMs }: { label: string; agencies: number; budgetMs: number },
): Promise<BenchRow> {
  const filters = {
    service: [await commonest(app, 'service_ids')],
    industry: [await commonest(app, 'industry_ids')],
    city: await commonest(app, 'city_ids'),
  };
  const url = `${baseUrl}/contractor/api/v1/contractors/?search=${encodeURIComponent(SEARCH)}&service=${filters.service[0]}&industry=${filters.industry[0]}&city=${filters.city}`;
  const dialect = new PgDialect();
  const words = searchWords(SEARCH)!;
  const win = pageWindow({}, CATALOGUE_PAGE_SIZE);
  const search = dialect.sqlToQuery(searchStatement(words));
  const found = async () =>
    (await app.db.query<{ version: number; ids: number[] }>(search.sql, search.params))[0]!;
  // The hits as the endpoint's memory finds them, once: the raw side runs only the database's part.
  const { version, ids } = await found();
  const { hits: pageHits } = tallyFacets(await app.ranking.indexAt(version), filters, ids);
  const page = dialect.sqlToQuery(searchPageStatement(words, pageHits, undefined, win));
  const raw = async () => {
    await found();
    const [row] = await app.db.query<{ ids: number[] }>(page.sql, page.params);
    await catalogueCards(app.db.db, row!.ids);
  };
  let body = '';
  // Timed until the whole answer is in, as a load tool times it; the count is read once after the runs.
  const http = async () => {
    body = await getText(url);
  };
  const timed = async (run: () => Promise<void>) => {
    const start = performance.now();
    await run();
    return performance.now() - start;
  };
  for (let i = 0; i < WARMUP; i++) await Promise.all([http(), raw()]);
  const httpMs: number[] = [];
  const rawMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    httpMs.push(await timed(http));
    rawMs.push(await timed(raw));
  }
  httpMs.sort((a, b) => a - b);
  const hits = (JSON.parse(body) as { count: number }).count;
  rawMs.sort((a, b) => a - b);
  const p95 = p(httpMs, 0.95);
  const rawP95 = p(rawMs, 0.95);
  return {
    what: `catalogue: «${SEARCH}» + 3 filters, ${agencies.toLocaleString('ru-RU')} agencies (${label}), ${hits} found`,
    value: `p95 ${p95.toFixed(1)} ms, p50 ${p(httpMs, 0.5).toFixed(1)} ms`,
    budget: `p95 ≤ ${budgetMs} ms`,
    ratio: `×${(p95 / rawP95).toFixed(2)} of raw SQL p95 ${rawP95.toFixed(1)} ms`,
    ok: p95 <= budgetMs,
  };
}
