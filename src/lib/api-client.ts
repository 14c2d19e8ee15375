import {
  fillPath,
  methodOf,
  pathOf,
  type ApiEndpoint,
  type PathParams,
} from '../../contract/api-paths';
import type { API_SCHEMAS, ServedEndpoint } from '../../contract/schemas';
import type { PublicApi } from '../../contract/pages';
import { env } from '../config/env';
import { ApiError } from './api-error';
import { freshAccessToken, refreshSession } from './token-refresh';
import { notifyUnauthorized } from './unauthorized';

// The one HTTP client: configured base address, Accept JSON, bearer token, no retry, 401 → logout.
// The one exception to "no retry": a request refused for its access token goes again once, after a refresh.
//
// Answers are typed, not parsed: the server writes every response body from the same zod schema
// (contract/schemas/, fast-json-stringify), so only the fields the contract names ever arrive, and a
// parse here would check our own server a second time at the cost of zod (≈ 33 KB gzip) on every screen
// that loads data, plus its `new Function` probe, which the page's CSP refuses. The types come from the
// contract with `import type`: no schema code reaches the app bundle.

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** Plain values are sent as JSON; FormData as is (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** fetch's `credentials`; the default (`same-origin`) suits every call but login, which sends its cookie. */
  credentials?: RequestCredentials;
  /** The access token to send instead of the session's: a logout's last requests, once the cookie is gone. */
  access?: string;
  /** Sees the answer's headers (a `Date` older than the request: the service worker's cached copy). */
  onHeaders?: (headers: Headers) => void;
  /** `blob`: a successful answer is read as binary (a PDF); a refusal is still read as JSON. */
  as?: 'blob';
  /** Sent as `Idempotency-Key`: a repeat of the same write (the outbox's resend) is answered, not redone. */
  idempotencyKey?: string;
};

export { ApiError };
export { setUnauthorizedHandler } from './unauthorized';

/** Set only on the server (src/entry-server.tsx): answers come from the server's own services, not HTTP. */
let serverApi: PublicApi | null = null;

/** The server-side renderer answers the app's public API calls itself; a refusal becomes an ApiError. */
export function answerApiOnServer(api: PublicApi | null): void {
  serverApi = api;
}

const isRefusal = (error: unknown): error is { status: number; data: unknown } =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { status?: unknown }).status === 'number';

/** Any zod schema (classic or mini) — duck-typed so this module pulls no zod code into the first screen. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

type ZodOutput<S> = S extends { _zod: { output: infer O } } ? O : unknown;
type ResponseSchemaOf<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : never;
/** What the server answers on an endpoint: the output type of its response schema (unknown when none). */
export type ApiResponse<E extends ApiEndpoint> = E extends ServedEndpoint
  ? (typeof API_SCHEMAS)[E] extends { response: infer R }
    ? ZodOutput<ResponseSchemaOf<R>>
    : unknown
  : unknown;

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
    credentials,
    access: ending,
    onHeaders,
    as,
    idempotencyKey,
    schema,
  }: RequestOptions & { schema?: ResponseSchema<unknown> } = {},
): Promise<unknown> {
  const headers = new Headers({ Accept: as === 'blob' ? '*/*' : 'application/json' });
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const send = (access: string | null) => {
    if (access) headers.set('Authorization', `Bearer ${access}`);
    else headers.delete('Authorization');
    return fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      ...(credentials && { credentials }),
    });
  };

  const access = ending ?? (await freshAccessToken());
  let response = await send(access);
  if (response.status === 401 && access && !ending) {
    const next = await refreshSession(access).catch(() => null);
    if (next && next !== 'expired') response = await send(next.access);
  }
  onHeaders?.(response.headers);
  if (as === 'blob' && response.ok) return response.blob();
  const data = await readBody(response);
  // A 401 that survived the refresh: the login is over.
  if (response.status === 401 && !ending) notifyUnauthorized();
  if (!response.ok) throw new ApiError(response.status, data);
  return schema ? schema.parse(data) : data;
}

type EndpointOptions<E extends ApiEndpoint> = Omit<RequestOptions, 'method'> &
  (PathParams<E> extends undefined ? { params?: undefined } : { params: PathParams<E> });

/**
 * A request to an endpoint of the contract table: method and path from the table, path parameters filled in,
 * the answer typed from the endpoint's response schema, e.g. `callApi(API.faq.faq, { params: { id } })`.
 * A `schema` still parses the answer (for a caller that needs a real check or a transform).
 */
export function callApi<E extends ApiEndpoint, T>(
  endpoint: E,
  options: EndpointOptions<E> & { schema: ResponseSchema<T> },
): Promise<T>;
export function callApi<E extends ApiEndpoint>(
  endpoint: E,
  options?: EndpointOptions<E>,
): Promise<ApiResponse<E>>;
export function callApi<E extends ApiEndpoint>(
  endpoint: E,
  { params, ...options }: EndpointOptions<E> & { schema?: ResponseSchema<unknown> } = {} as never,
): Promise<unknown> {
  if (serverApi) {
    const { schema, query } = options;
    return serverApi(endpoint, { params, query }).then(
      (data) => (schema ? schema.parse(data) : data),
      (error: unknown) => {
        throw isRefusal(error) ? new ApiError(error.status, error.data) : error;
      },
    );
  }
  const path = fillPath(pathOf(endpoint), params);
  return apiRequest(path, { ...options, method: methodOf(endpoint) });
}

/** A binary answer of an endpoint (an invoice's PDF), with the session's token; a refusal is an ApiError. */
export const callApiBlob = <E extends ApiEndpoint>(
  endpoint: E,
  options: Omit<EndpointOptions<E>, 'as'>,
): Promise<Blob> =>
  callApi(endpoint, { ...options, as: 'blob' } as EndpointOptions<E>) as Promise<Blob>;
