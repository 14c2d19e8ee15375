import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Page } from '../../contract/drf';
import { MESSAGES, notFound } from './errors';

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

const positiveInt = (raw: string | undefined) =>
  raw !== undefined && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;

/** `?page` and `?page_size`; without the latter a page holds `defaultSize` (a list may have its own). */
export function pageWindow(
  query: { page?: string; page_size?: string },
  defaultSize = PAGE_SIZE_DEFAULT,
): PageWindow {
  const page = query.page === undefined ? 1 : positiveInt(query.page);
  if (page === undefined) throw notFound(MESSAGES.invalidPage);
  const limit = Math.min(positiveInt(query.page_size) ?? defaultSize, PAGE_SIZE_MAX);
  return { page, limit, offset: (page - 1) * limit };
}

/**
 * What a page of a list needs from its request: the path and query it was asked at, and PUBLIC_URL. A
 * Fastify request is one; a service called without a request (a server-rendered page) passes the same.
 */
export type PageRequest = Pick<FastifyRequest, 'url'> & {
  server: { config: { publicUrl: string } };
};

/** PUBLIC_URL as the URL parser writes it (host in lower case, no default port), without a trailing slash. */
let canonical = { publicUrl: '', href: '' };
const canonicalPublicUrl = (publicUrl: string) => {
  if (canonical.publicUrl !== publicUrl)
    canonical = { publicUrl, href: new URL(`${publicUrl}/`).href.slice(0, -1) };
  return canonical.href;
};

/**
 * The links to other pages of this list: the configured PUBLIC_URL and the request's path and query, never
 * the request's `Host` (a forged header must not put another site's address in our answers). The request's
 * URL is parsed once for both links; the query is written as URL's `searchParams` writes it.
 */
const pageLinks = (request: PageRequest) => {
  const { pathname, search } = new URL(request.url, 'http://path.only'); // only path and query are used
  const base = `${canonicalPublicUrl(request.server.config.publicUrl)}${pathname}`;
  return (page: number) => {
    const query = new URLSearchParams(search);
    if (page === 1)
      query.delete('page'); // DRF drops page=1 from `previous`
    else query.set('page', String(page));
    const written = query.toString();
    return written ? `${base}?${written}` : base;
  };
};

/** Builds the DRF page; a page past the end (other than an empty first page) is a 404. */
export function toPage<T>(
  request: PageRequest,
  win: PageWindow,
  count: number,
  results: T[],
): Page<T> {
  if (win.page > 1 && results.length === 0) throw notFound(MESSAGES.invalidPage);
  const hasNext = win.offset + results.length < count;
  const link = hasNext || win.page > 1 ? pageLinks(request) : undefined;
  return {
    count,
    next: hasNext ? link!(win.page + 1) : null,
    previous: win.page > 1 ? link!(win.page - 1) : null,
    results,
  };
}

/** Rows from a query that selected `total: count(*) over ()` next to its columns. */
export function pageFromWindowedRows<Row extends { total: number }, T>(
  request: PageRequest,
  win: PageWindow,
  rows: Row[],
  toItem: (row: Row) => T,
): Page<T> {
  return toPage(request, win, rows[0]?.total ?? 0, rows.map(toItem));
}

/** Drops the window total from a row that is otherwise already the item. */
export const withoutTotal = <T extends { total: number }>({ total: _, ...item }: T) => item;

const COMMA = Buffer.from(',');
const RESULTS_END = Buffer.from(']}');

/**
 * `toPage` for items that are JSON already, as UTF-8 bytes (a stored answer): the page's JSON is written
 * around them, so they are neither parsed, serialized nor encoded again. Sent as it is (`sendPageJson`).
 */
export function pageJson(
  request: PageRequest,
  win: PageWindow,
  count: number,
  items: Buffer[],
): Buffer {
  const { next, previous } = toPage(request, win, count, items);
  const head = `${JSON.stringify({ count, next, previous }).slice(0, -1)},"results":[`;
  const parts: Buffer[] = [Buffer.from(head)];
  items.forEach((item, n) => parts.push(...(n === 0 ? [item] : [COMMA, item])));
  parts.push(RESULTS_END);
  return Buffer.concat(parts);
}

/** Sends a `pageJson` answer as it is, with a JSON content type. */
export const sendPageJson = (reply: FastifyReply, json: Buffer) =>
  reply.type('application/json; charset=utf-8').send(json);
