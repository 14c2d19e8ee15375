import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../security/passwords';
import type { Db } from '../client';
import { accountTypes, companyAccounts, users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-users';

/**
 * A second person of the demo client's company who has accepted the owner's invitation, so the demo shows a
 * company of two (two evaluators of a tender). `marker`: the seed step that wrote it, so a database made
 * before colleagues existed gets her too.
 */
export const DEMO_CLIENT_COLLEAGUE = {
  marker: 'seed_demo_client_colleague_v1',
  email: 'olga@podryad.example',
  role: 'коллега в компании заказчика «Хлебный дом» (приняла приглашение владельца)',
  person: { firstName: 'Ольга', lastName: 'Соколова', position: 'Руководитель закупок' },
} as const;

/** Her account in the demo client's company; false (nothing written) when that company is missing or the email is taken. */
export async function seedDemoColleague(
  tx: Db,
  { passwordHashLog2N }: { passwordHashLog2N: number },
): Promise<boolean> {
  const [owner] = await tx
    .select({ companyId: companyAccounts.companyId })
    .from(companyAccounts)
    .innerJoin(users, eq(users.id, companyAccounts.userId))
    .where(and(eq(users.email, DEMO_ACCOUNTS[0].email), eq(companyAccounts.isOwner, true)));
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CLIENT_COLLEAGUE.email));
  const [client] = await tx
    .select({ id: accountTypes.id })
    .from(accountTypes)
    .where(eq(accountTypes.name, 'client'));
  if (!owner || taken || !client) return false;
  const [user] = await tx
    .insert(users)
    .values({
      email: DEMO_CLIENT_COLLEAGUE.email,
      password: await hashPassword(DEMO_PASSWORD, passwordHashLog2N),
      typeAccountId: client.id,
      isActive: true,
      ...DEMO_CLIENT_COLLEAGUE.person,
    })
    .returning({ id: users.id });
  await tx
    .insert(companyAccounts)
    .values({ userId: user!.id, companyId: owner.companyId, isOwner: false });
  return true;
}
