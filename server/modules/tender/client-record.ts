import { desc, eq, sql } from 'drizzle-orm';
import type { ClientRecord } from '../../../contract/tender';
import type { Db } from '../../db/client';
import { companies, projectClosings, projects, tenderCommunications } from '../../db/schema';

// A client company's record as the candidates of its earlier tenders rated it: what an agency reads before
// it accepts an invitation.

const RECENT = 3;
const round = (value: string | null) =>
  value === null ? null : Math.round(Number(value) * 100) / 100;

export async function clientRecordOf(db: Db, companyId: number): Promise<ClientRecord> {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const t = tenderCommunications;
  const [averages] = await db
    .select({
      count: sql<number>`count(*)::int`,
      brief_clarity: sql<string | null>`avg(${t.briefClarity})`,
      response_speed: sql<string | null>`avg(${t.responseSpeed})`,
      feedback: sql<string | null>`avg(${t.feedback})`,
    })
    .from(t)
    .where(eq(t.companyId, companyId));
  const [closed] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectClosings)
    .innerJoin(projects, eq(projects.id, projectClosings.projectId))
    .where(eq(projects.companyId, companyId));
  const recent = await db
    .select({
      text: t.text,
      createdAt: t.createdAt,
      average: sql<string>`(${t.briefClarity} + ${t.responseSpeed} + ${t.feedback}) / 3.0`,
    })
    .from(t)
    .where(sql`${t.companyId} = ${companyId} and ${t.text} <> ''`)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(RECENT);
  return {
    company: companyId,
    company_name: company?.name ?? '',
    count: averages?.count ?? 0,
    brief_clarity: round(averages?.brief_clarity ?? null),
    response_speed: round(averages?.response_speed ?? null),
    feedback: round(averages?.feedback ?? null),
    projects_closed: closed?.n ?? 0,
    recent: recent.map((r) => ({
      text: r.text,
      created_at: r.createdAt.toISOString(),
      average: round(r.average)!,
    })),
  };
}
