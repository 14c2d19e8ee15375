import type { AppContext } from '../../app-context';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { COLLEAGUES_OWNER_ONLY } from '../../../contract/colleague-rules';
import type { Colleague, ColleagueCreate } from '../../../contract/colleagues';
import { fullName } from '../../../contract/people-rules';
import type { Db } from '../../db/client';
import { companies, companyAccounts, companyInvitationSends, users } from '../../db/schema';
import { HttpError, notFound, validationError } from '../../http/errors';
import type { PageWindow } from '../../http/pagination';
import { unusablePassword } from '../../security/passwords';
import {
  accountTypeByName,
  colleagueInviteMail,
  creatingUser,
  emailTaken,
  releaseExpiredInvitation,
  type Principal,
} from '../auth';
import {
  countInvitationSend,
  invitationExpiry,
  invitationTtlDays,
  invitedNames,
  isInvitationPending,
  listMembers,
  withInvitationStatus,
  type InvitationSends,
} from './member-invitations';

// A client company's people (`company-accounts-colleagues`): everyone in it sees the list, its owner invites,
// re-sends, withdraws and removes (the object-level rule: every query is scoped to the caller's company).
// The invitation works as an agency's: a client user without a password, a set-password link by mail.

export const COLLEAGUE_MESSAGES = {
  ownerOnly: COLLEAGUES_OWNER_ONLY,
  notOwner: 'Владельца компании убрать нельзя.',
  alreadyAccepted: 'Коллега уже принял приглашение.',
  alreadyColleague: 'Этот человек уже работает в вашей компании на Подряде.',
  registeredElsewhere:
    'Этот адрес уже зарегистрирован на Подряде. Пригласить можно только адрес, у которого ещё нет учётной записи.',
  tooMany: (perHour: number, minutes: number) =>
    `Компания может отправить не больше ${perHour} приглашений в час. ` +
    `Следующее можно будет отправить через ${minutes} мин.`,
} as const;

const colleagueColumns = {
  id: companyAccounts.id,
  user: users.id,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  position: users.position,
  is_owner: companyAccounts.isOwner,
  is_active: users.isActive,
  createdAt: companyAccounts.createdAt,
  invitationExpiresAt: companyAccounts.invitationExpiresAt,
};

type ColleagueRow = {
  createdAt: Date;
  invitationExpiresAt: Date | null;
} & Omit<Colleague, 'created_at' | 'invitation_status' | 'invitation_expires_at'>;

const toColleague = (row: ColleagueRow, now: Date): Colleague => withInvitationStatus(row, now);

/** The caller's company; a client without one has no list (404), as an agency's person has no team. */
const companyOf = (member: Principal) => {
  if (!member.company) throw notFound();
  return member.company.companyId;
};

/** The caller's company, when the caller owns it; a colleague gets the 403 that says who may. */
async function ownedCompany(db: Db, member: Principal): Promise<number> {
  const companyId = companyOf(member);
  const [own] = await db
    .select({ isOwner: companyAccounts.isOwner })
    .from(companyAccounts)
    .where(eq(companyAccounts.id, member.company!.accountId));
  if (!own?.isOwner) throw new HttpError(403, { detail: COLLEAGUE_MESSAGES.ownerOnly });
  return companyId;
}

async function colleagueRow(db: Db, companyId: number, accountId: number) {
  const [row] = await db
    .select({ ...colleagueColumns, password: users.password })
    .from(companyAccounts)
    .innerJoin(users, eq(users.id, companyAccounts.userId))
    .where(and(eq(companyAccounts.id, accountId), eq(companyAccounts.companyId, companyId)));
  if (!row) throw notFound();
  const { password, ...colleague } = row;
  return { colleague, pending: isInvitationPending({ isActive: row.is_active, password }) };
}

export async function listColleagues(
  ctx: AppContext,
  member: Principal,
  win: PageWindow,
): Promise<{ total: number; item: Colleague }[]> {
  return listMembers<ColleagueRow>(
    ctx,
    {
      accounts: companyAccounts,
      columns: colleagueColumns,
      where: eq(companyAccounts.companyId, companyOf(member)),
      orderBy: [desc(companyAccounts.isOwner), asc(companyAccounts.id)],
    },
    win,
  );
}

/** A client company's invitation mails, for the hourly limit agencies have too. */
const companySends = (companyId: number): InvitationSends => ({
  lockInviter: (tx) =>
    tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update'),
  table: companyInvitationSends,
  ofInviter: eq(companyInvitationSends.companyId, companyId),
  record: (tx, sentAt) => tx.insert(companyInvitationSends).values({ companyId, sentAt }),
  tooMany: COLLEAGUE_MESSAGES.tooMany,
});

/** The invitation mail of `userId` (already written in `tx`), naming the company and who invites. */
async function enqueueInvitation(
  ctx: AppContext,
  tx: Db,
  userId: number,
  companyId: number,
  inviterId: number,
) {
  const [invitee] = await tx.select().from(users).where(eq(users.id, userId));
  const [inviter] = await tx.select().from(users).where(eq(users.id, inviterId));
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const inviterName = fullName({ first_name: inviter!.firstName, last_name: inviter!.lastName });
  return ctx.mailer.enqueue(
    tx,
    colleagueInviteMail(ctx, invitee!, {
      companyName: company!.name,
      inviter: inviterName ? `${inviterName} (${inviter!.email})` : inviter!.email,
      ttlDays: invitationTtlDays(ctx),
    }),
  );
}

/** This company's account of `email`, with whether its invitation is still pending (or expired). */
async function ownAccountOf(db: Db, companyId: number, email: string) {
  const [row] = await db
    .select({
      accountId: companyAccounts.id,
      password: users.password,
      isActive: users.isActive,
    })
    .from(users)
    .innerJoin(companyAccounts, eq(companyAccounts.userId, users.id))
    .where(and(sql`lower(${users.email}) = ${email}`, eq(companyAccounts.companyId, companyId)));
  return row && { accountId: row.accountId, pending: isInvitationPending(row) };
}

/**
 * Invites a colleague: a client user with no password yet, linked to the company (not its owner), and a mail
 * with its set-password link. An address this company already invited is invited again with the new names;
 * one whose invitation elsewhere expired is freed first; any other registered address is refused.
 */
export async function inviteColleague(
  ctx: AppContext,
  member: Principal,
  body: ColleagueCreate,
): Promise<Colleague> {
  const db = ctx.db.db;
  const companyId = await ownedCompany(db, member);
  const email = body.email.trim().toLowerCase();
  const own = await ownAccountOf(db, companyId, email);
  if (own?.pending) return renewColleagueInvitation(ctx, member, own.accountId, body);
  if (own) throw validationError({ email: [COLLEAGUE_MESSAGES.alreadyColleague] });
  const now = ctx.clock();
  await releaseExpiredInvitation(db, body.email, now);
  if (await emailTaken(db, body.email))
    throw validationError({ email: [COLLEAGUE_MESSAGES.registeredElsewhere] });

  const clientType = await accountTypeByName(db, 'client');
  const created = await creatingUser(() =>
    db.transaction(async (tx) => {
      await countInvitationSend(ctx, tx, companySends(companyId), now);
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          password: unusablePassword(),
          typeAccountId: clientType.id,
          ...invitedNames(body),
        })
        .returning();
      const [account] = await tx
        .insert(companyAccounts)
        .values({
          userId: user!.id,
          companyId,
          isOwner: false,
          createdAt: now,
          invitationExpiresAt: invitationExpiry(ctx, now),
        })
        .returning();
      const mailId = await enqueueInvitation(ctx, tx, user!.id, companyId, member.id);
      return { accountId: account!.id, mailId };
    }),
  );
  await ctx.mailer.dispatch([created.mailId]);
  return toColleague((await colleagueRow(db, companyId, created.accountId)).colleague, now);
}

/**
 * Sends a pending (or expired) invitation again: a new unusable password (which kills every link sent
 * before), a new expiry, optionally new names.
 */
export async function renewColleagueInvitation(
  ctx: AppContext,
  member: Principal,
  accountId: number,
  changes: Partial<Pick<ColleagueCreate, 'first_name' | 'last_name' | 'position'>> = {},
): Promise<Colleague> {
  const db = ctx.db.db;
  const companyId = await ownedCompany(db, member);
  const { colleague, pending } = await colleagueRow(db, companyId, accountId);
  if (!pending) throw validationError({ non_field_errors: [COLLEAGUE_MESSAGES.alreadyAccepted] });
  const now = ctx.clock();
  const mailId = await db.transaction(async (tx) => {
    await countInvitationSend(ctx, tx, companySends(companyId), now);
    await tx
      .update(users)
      .set({ password: unusablePassword(), passwordChangedAt: now, ...invitedNames(changes) })
      .where(eq(users.id, colleague.user));
    await tx
      .update(companyAccounts)
      .set({ invitationExpiresAt: invitationExpiry(ctx, now) })
      .where(eq(companyAccounts.id, accountId));
    return enqueueInvitation(ctx, tx, colleague.user, companyId, member.id);
  });
  await ctx.mailer.dispatch([mailId]);
  return toColleague((await colleagueRow(db, companyId, accountId)).colleague, now);
}

/**
 * Takes a colleague out of the company (never the owner, never oneself). One who never set a password goes
 * with its invitation; one who did keeps its login, its marks and reviews, and loses the company's projects
 * at its next request (every access check reads the company link).
 */
export async function removeColleague(
  ctx: AppContext,
  member: Principal,
  accountId: number,
): Promise<void> {
  const db = ctx.db.db;
  const companyId = await ownedCompany(db, member);
  const { colleague, pending } = await colleagueRow(db, companyId, accountId);
  if (colleague.is_owner || colleague.user === member.id)
    throw new HttpError(403, { detail: COLLEAGUE_MESSAGES.notOwner });
  if (pending) await db.delete(users).where(eq(users.id, colleague.user));
  else await db.delete(companyAccounts).where(eq(companyAccounts.id, accountId));
}

/** Withdraws a pending (or expired) invitation: the user without a password goes, the address is free. */
export async function withdrawColleagueInvitation(
  ctx: AppContext,
  member: Principal,
  accountId: number,
): Promise<void> {
  const db = ctx.db.db;
  const companyId = await ownedCompany(db, member);
  const { colleague, pending } = await colleagueRow(db, companyId, accountId);
  if (!pending) throw validationError({ non_field_errors: [COLLEAGUE_MESSAGES.alreadyAccepted] });
  await db.delete(users).where(and(eq(users.id, colleague.user), eq(users.isActive, false)));
}
