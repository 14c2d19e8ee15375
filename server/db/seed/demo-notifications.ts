import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  renderNotification,
  type NotificationKind,
  type NotificationParams,
} from '../../../contract/notification-events';
import { monthStart } from '../../../contract/notification-window';
import type { Db } from '../client';
import {
  companies,
  companyAccounts,
  contractorAccounts,
  contractors,
  notifications,
  projects,
  users,
} from '../schema';
import { DEMO_ACCOUNTS } from './demo-users';

// The demo people's notifications, so the bell and both notification pages have something to show from the
// first start: read and unread, from this week, earlier this month and last month. Written as rows (no
// NOTIFY: nobody is connected while the database is seeded).

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface DemoNotification<K extends NotificationKind = NotificationKind> {
  kind: K;
  params: NotificationParams<K>;
  at: Date;
  read: boolean;
}

const demo = <K extends NotificationKind>(
  kind: K,
  params: NotificationParams<K>,
  at: Date,
  read = false,
): DemoNotification => ({ kind, params, at, read });

/** The demo notifications as of `now`; false (nothing written) when the demo people are not there. */
export async function seedDemoNotifications(tx: Db, now: Date = new Date()): Promise<boolean> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const [client, leader, manager, specialist] = DEMO_ACCOUNTS.map((a) => idOf(a.email));
  if (!client || !leader || !manager || !specialist) return false;

  const [company] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .innerJoin(companyAccounts, eq(companyAccounts.companyId, companies.id))
    .where(eq(companyAccounts.userId, client));
  const [own] = await tx
    .select({ id: contractors.id, name: contractors.name })
    .from(contractorAccounts)
    .innerJoin(contractors, eq(contractors.id, contractorAccounts.contractorId))
    .where(eq(contractorAccounts.userId, leader));
  if (!company || !own) return false;
  const [other] = await tx
    .select({ agency: contractors.name, contractor_id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.isPublished, true), ne(contractors.id, own.id)))
    .orderBy(contractors.id)
    .limit(1);
  const demoProjects = await tx
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(eq(projects.companyId, company.id))
    .orderBy(projects.id);
  const [first, second] = demoProjects;
  if (!first || !second) return false;

  const month = monthStart(now).getTime();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  // «Earlier this month» is the month's 2nd day when that is before the last week; else it falls inside it.
  const earlierThisMonth = (hour: number) =>
    new Date(Math.min(month + DAY + hour * HOUR, now.getTime() - HOUR));
  const lastMonth = (days: number) => new Date(month - days * DAY);

  const p1 = { project_id: first.id, project: first.title };
  const p2 = { project_id: second.id, project: second.title };
  const agencyRef = { agency: own.name, contractor_id: own.id };
  const byUser: [number, DemoNotification[]][] = [
    [
      client,
      [
        demo('invitation_answered', { ...p1, ...agencyRef, accepted: true }, ago(HOUR)),
        demo('proposal_submitted', { ...p1, ...agencyRef }, ago(2 * DAY)),
        demo('invitation_answered', { ...p2, ...agencyRef, accepted: false }, ago(4 * DAY), true),
        demo(
          'invitation_answered',
          { ...p1, ...(other ?? agencyRef), accepted: true },
          earlierThisMonth(10),
          true,
        ),
        demo('proposal_submitted', { ...p2, ...agencyRef }, lastMonth(3), true),
      ],
    ],
    [
      leader,
      [
        demo('invitation_received', { ...p1, company: company.name }, ago(3 * HOUR)),
        demo(
          'review_received',
          { ...p2, company: company.name, contractor_id: own.id },
          ago(5 * DAY),
        ),
        demo(
          'employee_joined',
          { employee: 'Мария Ковалёва', email: DEMO_ACCOUNTS[2].email, agency: own.name },
          earlierThisMonth(9),
          true,
        ),
        demo('subscription_changed', { plan: 'Бизнес', until: null }, lastMonth(2), true),
        demo('profile_published', agencyRef, lastMonth(12), true),
      ],
    ],
    [
      manager,
      [
        demo('invitation_received', { ...p1, company: company.name }, ago(3 * HOUR)),
        demo(
          'employee_joined',
          { employee: 'Илья Гордеев', email: DEMO_ACCOUNTS[3].email, agency: own.name },
          earlierThisMonth(11),
        ),
        demo('profile_published', agencyRef, lastMonth(12), true),
      ],
    ],
    [
      specialist,
      [
        demo('tender_started', { ...p1, company: company.name }, ago(DAY)),
        demo('profile_published', agencyRef, lastMonth(12), true),
      ],
    ],
  ];
  await tx.insert(notifications).values(
    byUser.flatMap(([userId, list]) =>
      list.map((n) => ({
        userId,
        kind: n.kind,
        ...renderNotification(n.kind, n.params),
        payload: n.params,
        isRead: n.read,
        createdAt: n.at,
      })),
    ),
  );
  return true;
}
