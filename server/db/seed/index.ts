import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { refreshProfileRows } from '../profile-columns';
import { appSettings } from '../schema';
import { seedPlanLimits, seedReference } from './reference';
import { seedDemoContractors } from './demo';
import { seedDemoCatalogue } from './catalogue/insert';
import { seedDemoNames, seedDemoUsers } from './demo-users';
import { DEMO_CLIENT_COLLEAGUE, seedDemoColleague } from './demo-colleague';
import { seedDemoProjects } from './demo-projects';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoTenders } from './demo-tenders';
import { seedDemoTenderProtocol } from './demo-tender-protocol';
import { DEMO_AGENCY_LOGINS, seedDemoAgencyLogin } from './demo-agency-logins';
import { seedDemoTariffs } from './demo-tariffs';

/** Bump when the seed's content changes in a way an existing database should not be re-seeded for. */
const SEED_MARKER = 'seed_v1';
/** Demo users came later than seed_v1: their own marker, so existing databases get them too. */
const DEMO_USERS_MARKER = 'seed_demo_users_v1';
/** Users got names later still: demo people of an older database get theirs once. */
const DEMO_NAMES_MARKER = 'seed_demo_names_v1';
/** The demo catalogue (cases, histories, fifty more agencies) came with the public catalogue. */
const DEMO_CATALOGUE_MARKER = 'seed_demo_catalogue_v1';
/** The catalogue's filter columns came later: every agency's profile columns are rebuilt once. */
const CATALOGUE_COLUMNS_MARKER = 'seed_catalogue_columns_v1';
/** Projects came with the matching: the demo client gets its two once. */
const DEMO_PROJECTS_MARKER = 'seed_demo_projects_v1';
/** Matching's columns came later still: rebuilt once more. */
const MATCHING_COLUMNS_MARKER = 'seed_matching_columns_v1';
/** Notifications came after the projects they point to: the demo people get theirs once. */
const DEMO_NOTIFICATIONS_MARKER = 'seed_demo_notifications_v1';
/** Tenders came with invitations and reviews: the demo people get theirs once. */
const DEMO_TENDERS_MARKER = 'seed_demo_tenders_v1';
/** The protocol and questions came after the tenders: the demo tenders get theirs once. */
const DEMO_TENDER_PROTOCOL_MARKER = 'seed_demo_tender_protocol_v1';
/** A second agency's login came with tenders, so both sides of one can be tried. */
/** Plans got the limits the server enforces with the tariffs: existing plan rows get theirs once. */
const PLAN_LIMITS_MARKER = 'seed_plan_limits_v1';
/** The plan's priority joined matching's keys (plan_priority_until) with the tariffs: rebuilt once more. */
const PLAN_PRIORITY_MARKER = 'seed_plan_priority_v1';
/** Tariffs came with payments: the demo agency gets its requisites and its paid «Бизнес» once. */
const DEMO_TARIFFS_MARKER = 'seed_demo_tariffs_v1';
/** The ranking came to read reviews (review_count, review_stars): rebuilt once more. */
const REVIEW_KEYS_MARKER = 'seed_review_keys_v1';
/** Any constant: serialises concurrent first starts of several processes. */
const SEED_LOCK_ID = 724_001;

/**
 * Fills reference data (and demo agencies when `demo`) once. Idempotent: a marker row, written in the same
 * transaction, says it was done; an advisory lock keeps two processes from seeding at once.
 */
export async function seedDatabase(
  db: Db,
  {
    demo,
    passwordHashLog2N,
    now = new Date(),
    clockFree = false,
  }: {
    demo: boolean;
    passwordHashLog2N: number;
    /** The demo data's «now» (the server's clock: a test's fixed moment); default the real time. */
    now?: Date;
    /**
     * Leaves out the steps that read `now` (a template the tests copy: each copy's own first seed adds them,
     * at its own clock).
     */
    clockFree?: boolean;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const isDone = async (key: string) =>
      (await tx.select().from(appSettings).where(eq(appSettings.key, key))).length > 0;
    const markDone = (key: string) =>
      tx.insert(appSettings).values({ key, value: new Date().toISOString() });
    let seeded = false;
    if (!(await isDone(SEED_MARKER))) {
      const reference = await seedReference(tx);
      if (demo) await seedDemoContractors(tx, reference);
      await markDone(SEED_MARKER);
      seeded = true;
    }
    if (demo && !(await isDone(DEMO_USERS_MARKER))) {
      if (await seedDemoUsers(tx, { passwordHashLog2N })) {
        await markDone(DEMO_USERS_MARKER);
        seeded = true;
      }
    }
    if (demo && !(await isDone(DEMO_NAMES_MARKER))) {
      await seedDemoNames(tx);
      await markDone(DEMO_NAMES_MARKER);
      seeded = true;
    }
    // The demo client's colleague came with a company's people: after the client, before what she evaluates.
    if (
      demo &&
      !(await isDone(DEMO_CLIENT_COLLEAGUE.marker)) &&
      (await seedDemoColleague(tx, { passwordHashLog2N }))
    ) {
      await markDone(DEMO_CLIENT_COLLEAGUE.marker);
      seeded = true;
    }
    if (demo && !(await isDone(DEMO_CATALOGUE_MARKER))) {
      await seedDemoCatalogue(tx);
      await markDone(DEMO_CATALOGUE_MARKER);
      seeded = true;
    }
    if (demo && !(await isDone(DEMO_PROJECTS_MARKER)) && (await seedDemoProjects(tx))) {
      await markDone(DEMO_PROJECTS_MARKER);
      seeded = true;
    }
    if (demo && !(await isDone(DEMO_NOTIFICATIONS_MARKER)) && (await seedDemoNotifications(tx))) {
      await markDone(DEMO_NOTIFICATIONS_MARKER);
      seeded = true;
    }
    if (demo && !(await isDone(DEMO_TENDERS_MARKER)) && (await seedDemoTenders(tx))) {
      await markDone(DEMO_TENDERS_MARKER);
      seeded = true;
    }
    for (const login of demo ? DEMO_AGENCY_LOGINS : [])
      if (
        !(await isDone(login.marker)) &&
        (await seedDemoAgencyLogin(tx, login, { passwordHashLog2N }))
      ) {
        await markDone(login.marker);
        seeded = true;
      }
    // After the agencies' logins: their leaders are the people of their steps and of the question.
    if (
      demo &&
      !(await isDone(DEMO_TENDER_PROTOCOL_MARKER)) &&
      (await seedDemoTenderProtocol(tx))
    ) {
      await markDone(DEMO_TENDER_PROTOCOL_MARKER);
      seeded = true;
    }
    if (!(await isDone(PLAN_LIMITS_MARKER))) {
      await seedPlanLimits(tx);
      await markDone(PLAN_LIMITS_MARKER);
      seeded = true;
    }
    if (
      demo &&
      !clockFree &&
      !(await isDone(DEMO_TARIFFS_MARKER)) &&
      (await seedDemoTariffs(tx, now))
    ) {
      await markDone(DEMO_TARIFFS_MARKER);
      seeded = true;
    }
    // Each of these came with new profile or matching columns: a database missing any rebuilds every
    // agency's rows once, which fills them all.
    const rebuilds = [
      CATALOGUE_COLUMNS_MARKER,
      MATCHING_COLUMNS_MARKER,
      PLAN_PRIORITY_MARKER,
      REVIEW_KEYS_MARKER,
    ];
    const missing = [];
    for (const marker of rebuilds) if (!(await isDone(marker))) missing.push(marker);
    if (missing.length > 0) {
      await refreshProfileRows(tx, sql`true`);
      for (const marker of missing) await markDone(marker);
      seeded = true;
    }
    return seeded;
  });
}
