import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { InvitationStatus } from '../../../contract/accounts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import {
  users,
  type companyAccounts,
  type companyInvitationSends,
  type contractorAccounts,
  type staffInvitationSends,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { PageWindow } from '../../http/pagination';
import { windowTotal } from '../../http/sql';

// What an agency's team and a client company's colleagues share: a person invited by mail, without a
// password until the link is used, the invitation's status and expiry, and the inviter's hourly limit.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The invitation link's lifetime in whole days, as the mail says it. */
export const invitationTtlDays = (ctx: AppContext) =>
  Math.max(1, Math.round(ctx.config.staffInvitations.ttlMs / DAY_MS));

/** When an invitation sent at `now` expires. */
export const invitationExpiry = (ctx: AppContext, now: Date) =>
  new Date(now.getTime() + ctx.config.staffInvitations.ttlMs);

/** An invited person who has not set a password yet (an unusable hash starts with «!»). */
export const isInvitationPending = (user: { isActive: boolean; password: string }) =>
  !user.isActive && user.password.startsWith('!');

/** A member's row as read: the account's dates still as `Date`s. */
interface MemberRow {
  is_active: boolean;
  createdAt: Date;
  invitationExpiresAt: Date | null;
}

function invitationStatus(row: MemberRow, now: Date): InvitationStatus {
  if (row.is_active) return 'accepted';
  return row.invitationExpiresAt && row.invitationExpiresAt <= now ? 'expired' : 'pending';
}

/** A member as the API shows it: the dates as ISO strings and the invitation's status at `now`. */
export function withInvitationStatus<R extends MemberRow>(row: R, now: Date) {
  const { createdAt, invitationExpiresAt, ...rest } = row;
  return {
    ...rest,
    created_at: createdAt.toISOString(),
    invitation_status: invitationStatus(row, now),
    invitation_expires_at: row.is_active ? null : (invitationExpiresAt?.toISOString() ?? null),
  };
}

/** What a page of members is read from: an agency's or a client company's accounts, each its person's. */
export interface MembersQuery {
  accounts: typeof contractorAccounts | typeof companyAccounts;
  /** A member row's columns (`MemberRow`'s among them). */
  columns: SelectedFields;
  /** Tables a member may lack a row of (an employee's role). */
  leftJoins?: { table: PgTable; on: SQL }[];
  /** The caller's own agency or company: the object-level rule. */
  where: SQL | undefined;
  orderBy: SQL[];
}

/**
 * One page of members (the agency's team, the company's colleagues), each beside the list's total and with
 * its invitation's status on the app's clock. `Row` is what `columns` and the joins read.
 */
export async function listMembers<Row extends MemberRow>(
  ctx: AppContext,
  { accounts, columns, leftJoins = [], where, orderBy }: MembersQuery,
  win: PageWindow,
) {
  let query = ctx.db.db
    .select({ ...columns, total: windowTotal() })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .$dynamic();
  for (const { table, on } of leftJoins) query = query.leftJoin(table, on);
  const rows = (await query
    .where(where)
    .orderBy(...orderBy)
    .limit(win.limit)
    .offset(win.offset)) as unknown as (Row & { total: number })[];
  const now = ctx.clock();
  return rows.map(({ total, ...row }) => ({ total, item: withInvitationStatus(row, now) }));
}

/** The names an invitation sets (only those given). */
export const invitedNames = (body: {
  first_name?: string;
  last_name?: string;
  position?: string;
}) => ({
  ...(body.first_name !== undefined && { firstName: body.first_name }),
  ...(body.last_name !== undefined && { lastName: body.last_name }),
  ...(body.position !== undefined && { position: body.position }),
});

/** One inviter's (an agency's or a client company's) record of the invitation mails it sent. */
export interface InvitationSends {
  /** Locks the inviter's own row for the sending transaction. */
  lockInviter: (tx: Db) => Promise<unknown>;
  table: typeof staffInvitationSends | typeof companyInvitationSends;
  /** The rows of this inviter in `table`. */
  ofInviter: SQL | undefined;
  record: (tx: Db, sentAt: Date) => Promise<unknown>;
  tooMany: (perHour: number, minutes: number) => string;
}

/**
 * The hourly limit of one inviter's invitation mails (`INVITATIONS_PER_HOUR`), counted in the sending
 * transaction with the inviter's row locked, so concurrent invitations cannot overshoot it. Records this
 * send when allowed; a 429 with Retry-After otherwise.
 */
export async function countInvitationSend(
  ctx: AppContext,
  tx: Db,
  sends: InvitationSends,
  now: Date,
): Promise<void> {
  const { perHour } = ctx.config.staffInvitations;
  const { table } = sends;
  await sends.lockInviter(tx);
  const since = new Date(now.getTime() - HOUR_MS);
  await tx.delete(table).where(and(sends.ofInviter, lte(table.sentAt, since)));
  const [window] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${table.sentAt})`,
    })
    .from(table)
    .where(and(sends.ofInviter, gt(table.sentAt, since)));
  if (window && window.count >= perHour && window.oldest) {
    const waitMs = new Date(window.oldest).getTime() + HOUR_MS - now.getTime();
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new HttpError(
      429,
      { detail: sends.tooMany(perHour, Math.ceil(seconds / 60)) },
      { 'retry-after': String(seconds) },
    );
  }
  await sends.record(tx, now);
}
