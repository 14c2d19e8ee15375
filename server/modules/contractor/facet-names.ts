import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueFacetNames } from '../../../contract/catalogue';
import type { Db } from '../../db/client';
import {
  cities,
  countries,
  industries,
  languages,
  serviceCategories,
  services,
} from '../../db/schema';

// The names the catalogue's answer leaves out (its facets are ids and counts): every entry of the
// reference data it facets on, in reference order. The same for everyone and changed only with the
// reference data, so a browser keeps it a day and then asks again with its ETag (a 304 costs no body).

/** A day fresh, then revalidated: a new city or a renamed service shows by the next day at the latest. */
const FACET_NAMES_CACHE_CONTROL = 'public, max-age=86400';

export interface FacetNamesAnswer {
  names: CatalogueFacetNames;
  /** Weak: the body leaves compressed or not, and is the same JSON either way. */
  etag: string;
}

/** A reference list without a parent, in its own order. */
const flatList = (db: Db, table: typeof industries | typeof countries | typeof languages) =>
  db
    .select({ id: table.id, name: table.name })
    .from(table)
    .orderBy(asc(table.position), asc(table.id));

export async function catalogueFacetNames(db: Db): Promise<FacetNamesAnswer> {
  const [serviceRows, industryRows, countryRows, cityRows, languageRows] = await Promise.all([
    db
      .select({ id: services.id, name: services.name })
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .orderBy(asc(serviceCategories.position), asc(services.position), asc(services.id)),
    flatList(db, industries),
    flatList(db, countries),
    db
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .orderBy(asc(countries.position), asc(cities.position), asc(cities.id)),
    flatList(db, languages),
  ]);
  const names: CatalogueFacetNames = {
    services: serviceRows,
    industries: industryRows,
    countries: countryRows,
    cities: cityRows,
    languages: languageRows,
  };
  const digest = createHash('sha256').update(JSON.stringify(names)).digest('base64url');
  return { names, etag: `W/"${digest.slice(0, 27)}"` };
}

/** `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2), or is `*`. */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The names with their ETag and Cache-Control; a 304 without a body when the caller already has them. */
export async function sendFacetNames(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const { names, etag } = await catalogueFacetNames(db);
  reply.header('etag', etag).header('cache-control', FACET_NAMES_CACHE_CONTROL);
  if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(names);
}
