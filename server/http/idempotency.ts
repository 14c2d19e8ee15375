import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: an `Idempotency-Key` header makes a repeated request answer the first one's result. */
    idempotent?: true;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Marks an answer replayed from the first request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key holds its answer (per user). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim with no answer this old is taken over: its process stopped before answering. */
export const IDEMPOTENCY_CLAIM_STALE_MS = 5 * 60 * 1000;
export const IDEMPOTENCY_KEY_MAX = 128;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]+$/;
/** Expired keys are deleted at start and then at most this often, on a claim. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  tooLong: `Заголовок Idempotency-Key должен быть не длиннее ${IDEMPOTENCY_KEY_MAX} символов.`,
  malformed:
    'Заголовок Idempotency-Key может содержать только латинские буквы, цифры и знаки «-», «_», «.», «:».',
  reused: 'Этот Idempotency-Key уже использован для другого запроса. Создайте новый ключ.',
  inProgress: 'Запрос с этим Idempotency-Key ещё выполняется. Повторите его позже.',
} as const;

/** The request as the key stands for it: method, path and body (its keys sorted). */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${stableJson(body)}`)
    .digest('base64url');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The header's key, null without one; a 400 for one too long or with other characters. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (key.length > IDEMPOTENCY_KEY_MAX)
    throw new HttpError(400, {
      detail: IDEMPOTENCY_MESSAGES.tooLong,
      code: 'idempotency_key_invalid',
    });
  if (!KEY_PATTERN.test(key))
    throw new HttpError(400, {
      detail: IDEMPOTENCY_MESSAGES.malformed,
      code: 'idempotency_key_invalid',
    });
  return key;
}

/**
 * `Idempotency-Key` on the writes whose route says `config: { idempotent: true }` (the tender's answers, so a
 * queued action sent again after a lost answer writes nothing twice): the same user's same key answers the
 * first request's status and body, kept 24 hours; the key with another request is a 422; while the first
 * still runs, a 409. Without the header a route behaves as before.
 *
 * The key is claimed (a row under the primary key `(user, key)`) after the route's access rule and before its
 * handler, so of two concurrent requests only one writes; the answer is stored as it is sent. The claim is not
 * in the write's transaction: the services open their own, and some read through the pool meanwhile. An
 * answer of 500 or more frees the key, so a retry runs again. Register before the routes.
 */
export function registerIdempotency(app: FastifyInstance): void {
  const db = app.db.db;
  // The key each request claimed: its answer is stored as it is sent.
  const claims = new WeakMap<FastifyRequest, { userId: number; key: string }>();
  let prunedAt = -Infinity;

  const prune = async (now: Date) => {
    prunedAt = now.getTime();
    const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired));
  };
  app.addHook('onReady', async () => {
    await prune(app.clock());
  });

  const claim = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = readIdempotencyKey(request);
    const userId = request.user?.id;
    if (key === null || userId === undefined) return;
    const now = app.clock();
    if (now.getTime() - prunedAt >= PRUNE_EVERY_MS) await prune(now);
    const fingerprint = requestFingerprint(request.method, request.url, request.body);
    const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
    const stale = new Date(now.getTime() - IDEMPOTENCY_CLAIM_STALE_MS);
    // A new key, or one whose answer expired or whose claim was abandoned: this request takes it.
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { fingerprint, status: null, contentType: null, body: null, createdAt: now },
        setWhere: sql`${idempotencyKeys.createdAt} < ${expired} or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < ${stale})`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      claims.set(request, { userId, key });
      return;
    }
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!first) throw inProgress(); // removed in between by a failed first request: retry
    if (first.fingerprint !== fingerprint)
      throw new HttpError(422, {
        detail: IDEMPOTENCY_MESSAGES.reused,
        code: 'idempotency_key_reused',
      });
    if (first.status === null) throw inProgress();
    return replay(reply, first.status, first.contentType, first.body);
  };

  const store = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const owned = claims.get(request);
    if (!owned) return payload;
    claims.delete(request);
    const where = and(eq(idempotencyKeys.userId, owned.userId), eq(idempotencyKeys.key, owned.key));
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    if (reply.statusCode >= 500 || (payload !== null && payload !== undefined && body === null)) {
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(idempotencyKeys)
      .set({
        status: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body,
      })
      .where(where);
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    // After the access rule (a guest or a refused caller claims nothing); the store before any other onSend
    // (compression turns the payload into a stream).
    route.preHandler = [...asList(route.preHandler), claim];
    route.onSend = [store, ...asList(route.onSend)];
  });
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

const inProgress = () =>
  new HttpError(409, {
    detail: IDEMPOTENCY_MESSAGES.inProgress,
    code: 'idempotency_key_in_progress',
  });

/** The first request's answer, sent from the preHandler (returned, as Fastify wants of an async hook). */
function replay(
  reply: FastifyReply,
  status: number,
  contentType: string | null,
  body: string | null,
): FastifyReply {
  reply.code(status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (contentType) reply.header('content-type', contentType);
  return reply.send(body ?? undefined);
}
