import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { methodOf, pathOf } from '../../contract/api-paths';
import { API_SCHEMAS, type ServedEndpoint } from '../../contract/api-schemas';
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
