import { and, asc, eq, or } from 'drizzle-orm';
import type { Faq, FaqAudience } from '../../../contract/faq';
import type { Db } from '../../db/client';
import { faqs } from '../../db/schema';
import { pageFromWindowedRows, pageWindow, type PageRequest } from '../../http/pagination';
import { found } from '../../http/route-kit';
import { contains, windowTotal } from '../../http/sql';

// The knowledge base's reads: the API routes answer with them, and so does a server-rendered page.

const columns = {
  id: faqs.id,
  question: faqs.question,
  summary: faqs.summary,
  answer: faqs.answer,
  audience: faqs.audience,
  order: faqs.position,
  updatedAt: faqs.updatedAt,
};

const toFaq = ({ updatedAt, ...row }: { updatedAt: Date } & Omit<Faq, 'updated_at'>): Faq => ({
  ...row,
  updated_at: updatedAt.toISOString(),
});

export type FaqListQuery = {
  page?: string;
  page_size?: string;
  audience?: FaqAudience;
  search?: string;
};

/** A DRF page of articles, in the knowledge base's order; a page past the end is a 404. */
export async function listFaqs(db: Db, request: PageRequest, query: FaqListQuery) {
  const win = pageWindow(query);
  const { audience, search } = query;
  const rows = await db
    .select({ ...columns, total: windowTotal() })
    .from(faqs)
    .where(
      and(
        audience ? eq(faqs.audience, audience) : undefined,
        search ? or(contains(faqs.question, search), contains(faqs.answer, search)) : undefined,
      ),
    )
    .orderBy(asc(faqs.position), asc(faqs.id))
    .limit(win.limit)
    .offset(win.offset);
  return pageFromWindowedRows(request, win, rows, ({ total: _, ...row }) => toFaq(row));
}

/** One article, or a DRF 404. */
export async function getFaq(db: Db, id: number): Promise<Faq> {
  const [row] = await db.select(columns).from(faqs).where(eq(faqs.id, id));
  return toFaq(found(row));
}

/** Every article's id and last change, for the sitemap. */
export async function faqSitemapRows(db: Db): Promise<Array<{ id: number; updatedAt: Date }>> {
  return db.select({ id: faqs.id, updatedAt: faqs.updatedAt }).from(faqs).orderBy(asc(faqs.id));
}
