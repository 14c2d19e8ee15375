import type { z } from 'zod';
import type { ApiEndpoint } from '../api-paths';
import { idParams } from '../drf';

/** The zod schemas of one route: what Fastify validates and serializes, and what OpenAPI documents. */
export interface RouteSchema {
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Partial<Record<200 | 201, z.ZodType>>;
  /** Error statuses beyond those derived from the route (server/http/openapi.ts), e.g. a 404 without an id. */
  errors?: readonly number[];
}

/** The schemas of some paths of `API`, each under its path's entry. */
export type RouteSchemas = Partial<Record<ApiEndpoint, RouteSchema>>;

export const list = <Q extends z.ZodType, R extends z.ZodType>(
  summary: string,
  querystring: Q,
  page: R,
) => ({ summary, querystring, response: { 200: page } }) as const;
export const detail = <R extends z.ZodType>(summary: string, item: R) =>
  ({ summary, params: idParams, response: { 200: item } }) as const;
/** A part of the caller's agency profile: created (201), changed (200), removed (204). */
export const create = <B extends z.ZodType, R extends z.ZodType>(
  summary: string,
  body: B,
  item: R,
) => ({ summary, body, response: { 201: item } }) as const;
export const update = <B extends z.ZodType, R extends z.ZodType>(
  summary: string,
  body: B,
  item: R,
) => ({ summary, params: idParams, body, response: { 200: item } }) as const;
export const remove = (summary: string) => ({ summary, params: idParams }) as const;
