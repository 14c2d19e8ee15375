import type { Db } from '../../db/client';
import { tenderEvents } from '../../db/schema';
import { tenderEventValues, writeTenderEvents, type TenderEventRow } from '../../db/tender-events';

// Writing the tender's protocol: one row per step, inside the step's own transaction, so a step and its
// record land together or not at all. Names are copied at the moment of the step. The row itself is made
// beside its table (server/db/tender-events.ts), which the review module writes its `review_left` through.

export type TenderEvent = TenderEventRow;

export async function record(tx: Db, ...events: TenderEvent[]): Promise<void> {
  await writeTenderEvents(tx, ...events);
}

/**
 * A step a project has once (`proposals_opened`, under its unique partial index): whoever notices it first
 * records it, a second recording is dropped. True when this call wrote it.
 */
export async function recordOnce(tx: Db, event: TenderEvent): Promise<boolean> {
  const written = await tx
    .insert(tenderEvents)
    .values(tenderEventValues(event))
    .onConflictDoNothing()
    .returning({ id: tenderEvents.id });
  return written.length > 0;
}
