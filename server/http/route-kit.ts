import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from './errors';

/** The app with zod schemas as its type provider: every route's params, query and body are typed. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type TypedApp = ReturnType<typeof typed>;

/** The row or a DRF 404. */
export function found<T>(row: T | undefined): T {
  if (row === undefined) throw notFound();
  return row;
}
