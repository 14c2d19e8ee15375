import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationDeliveries as d } from '../db/schema';

// The delivery outbox's bookkeeping: claiming due rows so that no two workers send one, finishing them, and
// deleting them once they are old.

export type DeliveryRow = typeof d.$inferSelect;

/** A claim older than this is taken as lost (its worker died or hung) and taken again. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Tries of one delivery; after the last failed one it is finished as `failed`. */
export const MAX_ATTEMPTS = 5;
const BATCH = 50;
/** A finished delivery (what happened to a push or a mail) is kept this long, then deleted. */
export const DELIVERY_RETENTION_DAYS = 30;
const PRUNE_BATCH = 1_000;

const ms = (n: number) => sql`${n} * interval '1 millisecond'`;

/**
 * Takes up to a batch of due deliveries for this worker: mail at once, a push `pushDelayMs` after its
 * action. `SKIP LOCKED` plus the claim stamp in one statement: two workers never take the same row.
 */
export async function claimDue(db: Db, pushDelayMs: number): Promise<DeliveryRow[]> {
  const due = db
    .select({ id: d.id })
    .from(d)
    .where(
      and(
        isNull(d.finishedAt),
        lt(d.attempts, MAX_ATTEMPTS),
        or(isNull(d.claimedAt), lt(d.claimedAt, sql`now() - ${ms(CLAIM_LEASE_MS)}`)),
        or(eq(d.channel, 'email'), sql`${d.createdAt} <= now() - ${ms(pushDelayMs)}`),
      ),
    )
    .orderBy(asc(d.createdAt), asc(d.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(d)
    .set({ claimedAt: sql`now()`, attempts: sql`${d.attempts} + 1` })
    .where(inArray(d.id, due))
    .returning();
}

/** Whether a claim filled the batch (more may be due right away). */
export const batchFull = (claimed: readonly DeliveryRow[]) => claimed.length === BATCH;

/** Milliseconds until the next push waiting for its delay is due; null when none waits. */
export async function nextPushDueInMs(db: Db, pushDelayMs: number): Promise<number | null> {
  const [row] = await db
    .select({
      ms: sql<
        number | null
      >`(extract(epoch from min(${d.createdAt}) - now()) * 1000)::float8 + ${pushDelayMs}`,
    })
    .from(d)
    .where(and(isNull(d.finishedAt), isNull(d.claimedAt), eq(d.channel, 'push')));
  return row?.ms === null || row?.ms === undefined ? null : Math.max(0, Number(row.ms));
}

export type Outcome = 'sent' | 'read' | 'no_device' | 'failed';

/**
 * Finishes a delivery this worker still holds (same attempt): false when its claim was lost meanwhile, so
 * the caller's transaction (a mail's outbox row) is rolled back rather than sent twice.
 */
export async function finish(
  db: Db,
  row: DeliveryRow,
  outcome: Outcome,
  lastError: string | null = null,
): Promise<boolean> {
  const done = await db
    .update(d)
    .set({ finishedAt: sql`now()`, outcome, lastError })
    .where(and(eq(d.id, row.id), eq(d.attempts, row.attempts), isNull(d.finishedAt)))
    .returning({ id: d.id });
  return done.length > 0;
}

/** A failed attempt: kept claimed, so it is tried again once the lease has passed. */
export async function noteFailure(db: Db, row: DeliveryRow, error: string): Promise<void> {
  if (row.attempts >= MAX_ATTEMPTS) {
    await finish(db, row, 'failed', error);
    return;
  }
  await db
    .update(d)
    .set({ lastError: error })
    .where(and(eq(d.id, row.id), eq(d.attempts, row.attempts)));
}

/**
 * Finishes as `failed` the deliveries whose last attempt's worker died or hung (its lease passed with no
 * outcome): `claimDue` never takes them again, so without this they would stay unfinished and unpruned.
 */
export async function failAbandoned(db: Db): Promise<number> {
  const gone = await db
    .update(d)
    .set({
      finishedAt: sql`now()`,
      outcome: 'failed',
      lastError: sql`coalesce(${d.lastError}, 'the worker of its last attempt stopped')`,
    })
    .where(
      and(
        isNull(d.finishedAt),
        gte(d.attempts, MAX_ATTEMPTS),
        lt(d.claimedAt, sql`now() - ${ms(CLAIM_LEASE_MS)}`),
      ),
    )
    .returning({ id: d.id });
  return gone.length;
}

/**
 * Deletes the deliveries finished more than `DELIVERY_RETENTION_DAYS` ago, a batch per statement (a short
 * lock on each); returns how many.
 */
export async function pruneFinished(db: Db): Promise<number> {
  let pruned = 0;
  for (;;) {
    const old = db
      .select({ id: d.id })
      .from(d)
      .where(lt(d.finishedAt, sql`now() - ${DELIVERY_RETENTION_DAYS} * interval '1 day'`))
      .limit(PRUNE_BATCH);
    const gone = await db.delete(d).where(inArray(d.id, old)).returning({ id: d.id });
    pruned += gone.length;
    if (gone.length < PRUNE_BATCH) return pruned;
  }
}
