import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../security/passwords';
import type { Db } from '../client';
import { accountTypes, contractorAccounts, contractors, roles, users } from '../schema';
import { DEMO_PASSWORD } from './demo-users';

/**
 * A second agency one can log in as: the demo tender invites it too, so a person trying the product sees a
 * tender from both agencies' sides (one proposes, the other declines).
 */
export const DEMO_SECOND_AGENCY = {
  email: 'golos@podryad.example',
  role: 'руководитель агентства «Голос города» (второе агентство в тендере)',
  agency: 'Голос города',
  person: { firstName: 'Вера', lastName: 'Голованова', position: 'Директор агентства' },
} as const;

/** Its leader's account; false (nothing written) when the agency is missing or the email is taken. */
export async function seedDemoSecondAgency(
  tx: Db,
  { passwordHashLog2N }: { passwordHashLog2N: number },
): Promise<boolean> {
  const [agency] = await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.name, DEMO_SECOND_AGENCY.agency), eq(contractors.isPublished, true)));
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_SECOND_AGENCY.email));
  const [type] = await tx
    .select({ id: accountTypes.id })
    .from(accountTypes)
    .where(eq(accountTypes.name, 'contractor'));
  const [leader] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'leader'));
  if (!agency || taken || !type || !leader) return false;
  const [user] = await tx
    .insert(users)
    .values({
      email: DEMO_SECOND_AGENCY.email,
      password: await hashPassword(DEMO_PASSWORD, passwordHashLog2N),
      typeAccountId: type.id,
      isActive: true,
      ...DEMO_SECOND_AGENCY.person,
    })
    .returning({ id: users.id });
  await tx.insert(contractorAccounts).values({
    userId: user!.id,
    contractorId: agency.id,
    typeAccountId: type.id,
    roleId: leader.id,
  });
  return true;
}
