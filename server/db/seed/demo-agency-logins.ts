import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../security/passwords';
import type { Db } from '../client';
import { accountTypes, contractorAccounts, contractors, roles, users } from '../schema';
import { DEMO_PASSWORD } from './demo-users';

/**
 * Leaders of other agencies one can log in as: the demo tender invites them too, so a person trying the
 * product sees a tender from several agencies' sides (one proposes, another declines, a third asks).
 * `marker`: the seed step that wrote it, so a database made before a login was added gets it too.
 */
export const DEMO_AGENCY_LOGINS = [
  {
    marker: 'seed_demo_second_agency_v1',
    email: 'golos@podryad.example',
    role: 'руководитель агентства «Голос города» (второе агентство в тендере)',
    agency: 'Голос города',
    person: { firstName: 'Вера', lastName: 'Голованова', position: 'Директор агентства' },
  },
  {
    marker: 'seed_demo_third_agency_v1',
    email: 'stroka@podryad.example',
    role: 'руководитель агентства «Первая строка» (третье агентство)',
    agency: 'Первая строка',
    person: { firstName: 'Олег', lastName: 'Строков', position: 'Директор агентства' },
  },
] as const;
export type DemoAgencyLogin = (typeof DEMO_AGENCY_LOGINS)[number];

/** The leader's account; false (nothing written) when the agency is missing or the email is taken. */
export async function seedDemoAgencyLogin(
  tx: Db,
  login: DemoAgencyLogin,
  { passwordHashLog2N }: { passwordHashLog2N: number },
): Promise<boolean> {
  const [agency] = await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.name, login.agency), eq(contractors.isPublished, true)));
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, login.email));
  const [type] = await tx
    .select({ id: accountTypes.id })
    .from(accountTypes)
    .where(eq(accountTypes.name, 'contractor'));
  const [leader] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'leader'));
  if (!agency || taken || !type || !leader) return false;
  const [user] = await tx
    .insert(users)
    .values({
      email: login.email,
      password: await hashPassword(DEMO_PASSWORD, passwordHashLog2N),
      typeAccountId: type.id,
      isActive: true,
      ...login.person,
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
