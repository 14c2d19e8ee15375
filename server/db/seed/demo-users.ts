import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword, unusablePassword } from '../../security/passwords';
import type { Db } from '../client';
import {
  accountTypes,
  cities,
  companies,
  companyAccounts,
  contractorAccounts,
  contractors,
  industries,
  roles,
  users,
} from '../schema';

/** One password for every demo account; the start banner and README show it. */
export const DEMO_PASSWORD = 'demo-pass-2026';

/** The demo accounts, one per role; the agency leads the first demo agency. */
export const DEMO_ACCOUNTS = [
  { email: 'client@podryad.example', role: 'заказчик (компания «Хлебный дом»)' },
  { email: 'agency@podryad.example', role: 'руководитель агентства «Северный ветер»' },
  { email: 'employee1@podryad.example', role: 'сотрудник агентства, менеджер проектов' },
  { email: 'employee2@podryad.example', role: 'сотрудник агентства, специалист' },
] as const;

const DEMO_AGENCY = 'Северный ветер';

/** Who the demo people are: the staff list and the profiles show names, not only addresses. */
export const DEMO_PEOPLE: Record<
  string,
  { firstName: string; lastName: string; position: string }
> = {
  'client@podryad.example': {
    firstName: 'Ольга',
    lastName: 'Миронова',
    position: 'Директор по маркетингу',
  },
  'agency@podryad.example': {
    firstName: 'Андрей',
    lastName: 'Северов',
    position: 'Генеральный директор',
  },
  'employee1@podryad.example': {
    firstName: 'Мария',
    lastName: 'Ковалёва',
    position: 'Менеджер проектов',
  },
  'employee2@podryad.example': {
    firstName: 'Илья',
    lastName: 'Гордеев',
    position: 'Арт-директор',
  },
};

/** A demo invitation still waiting for its person, so the staff list shows one. */
export const DEMO_INVITEE = {
  email: 'new.designer@podryad.example',
  firstName: 'Полина',
  lastName: 'Егорова',
  position: 'Дизайнер интерфейсов',
};
const DEMO_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const one = async <T>(rows: Promise<T[]>, what: string): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error(`demo users seed needs ${what}`);
  return row;
};

/**
 * Demo users on top of the reference data and demo agencies; looks everything up by name. Skipped (false)
 * when the demo agency is missing or a demo email is already someone's.
 */
export async function seedDemoUsers(
  tx: Db,
  { passwordHashLog2N }: { passwordHashLog2N: number },
): Promise<boolean> {
  const [agency] = await tx
    .select()
    .from(contractors)
    .where(and(eq(contractors.name, DEMO_AGENCY), eq(contractors.isPublished, true)));
  const taken = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  if (!agency || taken.length > 0) return false;

  const typeId = async (name: string) =>
    (await one(tx.select().from(accountTypes).where(eq(accountTypes.name, name)), name)).id;
  const roleId = async (name: string) =>
    (await one(tx.select().from(roles).where(eq(roles.name, name)), `role ${name}`)).id;
  const [client, contractor, contractorUser] = [
    await typeId('client'),
    await typeId('contractor'),
    await typeId('contractor_user'),
  ];
  const addUser = async (email: string, typeAccountId: number) => {
    const password = await hashPassword(DEMO_PASSWORD, passwordHashLog2N);
    const [row] = await tx
      .insert(users)
      .values({ email, password, typeAccountId, isActive: true, ...DEMO_PEOPLE[email] })
      .returning({ id: users.id });
    return row!.id;
  };

  const moscow = await one(
    tx.select().from(cities).where(eq(cities.name, 'Москва')),
    'the city Москва',
  );
  const retail = await one(
    tx.select().from(industries).where(eq(industries.name, 'Ритейл')),
    'the industry Ритейл',
  );
  const [company] = await tx
    .insert(companies)
    .values({
      name: 'Хлебный дом',
      inn: '7704123450',
      website: 'https://hlebny-dom.example',
      description: 'Сеть пекарен-кафе в Москве: 40 точек, собственное производство.',
      cityId: moscow.id,
      industryId: retail.id,
      size: 'medium',
    })
    .returning({ id: companies.id });
  await tx
    .insert(companyAccounts)
    .values({ userId: await addUser(DEMO_ACCOUNTS[0].email, client), companyId: company!.id });

  const members = [
    { email: DEMO_ACCOUNTS[1].email, typeAccountId: contractor, role: 'leader' },
    { email: DEMO_ACCOUNTS[2].email, typeAccountId: contractorUser, role: 'manager' },
    { email: DEMO_ACCOUNTS[3].email, typeAccountId: contractorUser, role: 'specialist' },
  ];
  for (const member of members) {
    await tx.insert(contractorAccounts).values({
      userId: await addUser(member.email, contractor),
      contractorId: agency.id,
      typeAccountId: member.typeAccountId,
      roleId: await roleId(member.role),
    });
  }
  const { email, ...invitee } = DEMO_INVITEE;
  const [pending] = await tx
    .insert(users)
    .values({ email, password: unusablePassword(), typeAccountId: contractor, ...invitee })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (pending)
    await tx.insert(contractorAccounts).values({
      userId: pending.id,
      contractorId: agency.id,
      typeAccountId: contractorUser,
      roleId: await roleId('specialist'),
      invitationExpiresAt: new Date(Date.now() + DEMO_INVITATION_TTL_MS),
    });
  return true;
}

/** Names for demo people seeded before users had them (an existing `./data`); blank ones only. */
export async function seedDemoNames(tx: Db): Promise<void> {
  for (const [email, person] of Object.entries(DEMO_PEOPLE))
    await tx
      .update(users)
      .set(person)
      .where(and(eq(users.email, email), eq(users.firstName, ''), eq(users.lastName, '')));
}
