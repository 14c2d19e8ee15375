import {
  fillPath,
  methodOf,
  pathOf,
  type ApiEndpoint,
  type PathParams,
} from '../../contract/api-paths';
import { env } from '../config/env';
import { ApiError } from './api-error';
import { freshAccessToken, refreshSession } from './token-refresh';
import { notifyUnauthorized } from './unauthorized';

// The one HTTP client: configured base address, Accept JSON, bearer token, no retry, 401 → logout.
// The one exception to "no retry": a request refused for its access token goes again once, after a refresh.

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** Plain values are sent as JSON; FormData as is (uploads). */
  body?: unknown;
  signal?: AbortSignal;
};

export { ApiError };
export { setUnauthorizedHandler } from './unauthorized';

/** Any zod schema (classic or mini) — duck-typed so this module pulls no zod code into the first screen. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

/** `path` + query string; null/undefined/'' values are left out. */
export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return `${env.API_URL}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const isJson = response.headers.get('Content-Type')?.includes('json');
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiRequest(path: string, options?: RequestOptions): Promise<unknown>;
export async function apiRequest<T>(
  path: string,
  options: RequestOptions & { schema: ResponseSchema<T> },
): Promise<T>;
export async function apiRequest(
  path: string,
  {
    method = 'GET',
    query,
    body,
    signal,
    schema,
  }: RequestOptions & { schema?: ResponseSchema<unknown> } = {},
): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const send = (access: string | null) => {
    if (access) headers.set('Authorization', `Bearer ${access}`);
    else headers.delete('Authorization');
    return fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  };

  const access = await freshAccessToken();
  let response = await send(access);
  if (response.status === 401 && access) {
    const next = await refreshSession(access).catch(() => null);
    if (next && next !== 'expired') response = await send(next.access);
  }
  const data = await readBody(response);
  // A 401 that survived the refresh: the login is over.
  if (response.status === 401) notifyUnauthorized();
  if (!response.ok) throw new ApiError(response.status, data);
  return schema ? schema.parse(data) : data;
}

type EndpointOptions<E extends ApiEndpoint> = Omit<RequestOptions, 'method'> &
  (PathParams<E> extends undefined ? { params?: undefined } : { params: PathParams<E> });

/**
 * A request to an endpoint of the contract table: method and path from the table, path parameters filled in,
 * e.g. `callApi(API.faq.faq, { params: { id }, schema: faq })`.
 */
export function callApi<E extends ApiEndpoint>(
  endpoint: E,
  options?: EndpointOptions<E>,
): Promise<unknown>;
export function callApi<E extends ApiEndpoint, T>(
  endpoint: E,
  options: EndpointOptions<E> & { schema: ResponseSchema<T> },
): Promise<T>;
export function callApi<E extends ApiEndpoint>(
  endpoint: E,
  { params, ...options }: EndpointOptions<E> & { schema?: ResponseSchema<unknown> } = {} as never,
): Promise<unknown> {
  const path = fillPath(pathOf(endpoint), params);
  return apiRequest(path, { ...options, method: methodOf(endpoint) });
}
