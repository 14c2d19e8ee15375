import { sql } from 'drizzle-orm';
import type { TenderEventKind, TenderEventSide } from '../../contract/tender-protocol';
import type { Db } from './client';
import { contractors, tenderEvents, users } from './schema';

// Writing a step of the tender's protocol (`tender_events`), beside its table: the tender module records
// its steps through it (modules/tender/protocol.ts), and the review module its `review_left`, as it cannot
// import the tender module (that one imports it). One row per step, inside the step's own transaction, so a
// step and its record land together or not at all. Names are copied at the moment of the step.

export interface TenderEventRow {
  projectId: number;
  kind: TenderEventKind;
  /** The server's clock (`app.clock()`), not the database's: tests set it. */
  at: Date;
  side: TenderEventSide;
  /** The person who took the step; null for the platform. */
  userId: number | null;
  /** The agency the step concerns, if any. */
  contractorId?: number | null;
  /** Every invitee reads it; otherwise the client and the agency concerned only. */
  isPublic?: boolean;
  details?: Record<string, unknown>;
}

const nameOf = (userId: number | null) =>
  userId === null
    ? sql`''`
    : sql`coalesce((select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${userId}), '')`;

const agencyNameOf = (contractorId: number | null) =>
  contractorId === null
    ? sql`''`
    : sql`coalesce((select ${contractors.name} from ${contractors} where ${contractors.id} = ${contractorId}), '')`;

/** The row a step is written as. */
export const tenderEventValues = (e: TenderEventRow) => ({
  projectId: e.projectId,
  kind: e.kind,
  at: e.at,
  actorSide: e.side,
  actorUserId: e.userId,
  actorName: nameOf(e.userId),
  contractorId: e.contractorId ?? null,
  contractorName: agencyNameOf(e.contractorId ?? null),
  isPublic: e.isPublic ?? false,
  details: e.details ?? {},
});

/** Records the steps, in the caller's transaction. */
export async function writeTenderEvents(tx: Db, ...events: TenderEventRow[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(tenderEvents).values(events.map(tenderEventValues));
}
