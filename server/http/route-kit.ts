import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { methodOf, pathOf } from '../../contract/api-paths';
import type { Db } from '../db/client';
import { API_SCHEMAS, type ServedEndpoint } from '../../contract/schemas';
import { notFound } from './errors';

/** The app with zod schemas as its type provider: every route's params, query and body are typed. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type TypedApp = ReturnType<typeof typed>;

/**
 * Method, URL (relative to the module's prefix) and schemas of a contract endpoint, to spread into
 * `typed(app).route({ ...endpoint(app, API.faq.faq), handler })`: the path is never spelled twice.
 */
export function endpoint<E extends ServedEndpoint>(app: FastifyInstance, served: E) {
  const path = pathOf(served);
  if (!path.startsWith(`${app.prefix}/`))
    throw new Error(`${served} is outside the module registered at ${app.prefix || '/'}`);
  return {
    method: methodOf(served),
    url: path.slice(app.prefix.length),
    schema: API_SCHEMAS[served],
  };
}

/** The row or a DRF 404. */
export function found<T>(row: T | undefined): T {
  if (row === undefined) throw notFound();
  return row;
}

/** A module's plugin: registers its route groups, inside the prefix the module list gives it. */
export const modulePlugin =
  (...routeGroups: ((app: FastifyInstance) => void)[]): FastifyPluginAsync =>
  (app) => {
    for (const register of routeGroups) register(app);
    return Promise.resolve();
  };

/** A PATCH body that names no field (`{}`, or only fields the schema dropped as absent). */
export const isEmptyPatch = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  Object.values(body).every((value) => value === undefined || isEmptyPatch(value));

/** Thrown out of the dry run's transaction with the change's answer, to roll it back. */
class DryRun extends Error {
  constructor(readonly answer: unknown) {
    super('rolled back: an empty PATCH writes nothing');
  }
}

/**
 * The one rule for an empty PATCH, which every PATCH handler goes through (DRF's): `{}` answers 200 with the
 * object as it is and writes nothing. `change` runs as for any body — the same object-level checks, the same
 * answer — but for an empty body inside a transaction that is rolled back, so nothing of it stays. `change`
 * writes through the `db` it is given. tests/api/empty-patch.test.ts holds every PATCH route to it.
 */
export async function patching<T>(
  db: Db,
  body: unknown,
  change: (db: Db) => Promise<T>,
): Promise<T> {
  if (!isEmptyPatch(body)) return change(db);
  try {
    await db.transaction(async (tx) => {
      throw new DryRun(await change(tx));
    });
  } catch (error) {
    if (error instanceof DryRun) return error.answer as T;
    throw error;
  }
  throw new Error('unreachable: the dry run always throws');
}
