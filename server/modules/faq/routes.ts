import { and, asc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../contract/drf';
import { faq, faqListQuery, faqPage } from '../../../contract/faq';
import { faqs } from '../../db/schema';
import { pageFromWindowedRows, pageWindow } from '../../http/pagination';
import { found, typed } from '../../http/route-kit';
import { contains, windowTotal } from '../../http/sql';

const columns = {
  id: faqs.id,
  question: faqs.question,
  summary: faqs.summary,
  answer: faqs.answer,
  audience: faqs.audience,
  order: faqs.position,
  updatedAt: faqs.updatedAt,
};

const toFaq = ({
  updatedAt,
  ...row
}: { updatedAt: Date } & Omit<typeof faq._zod.output, 'updated_at'>) => ({
  ...row,
  updated_at: updatedAt.toISOString(),
});

/** The knowledge base: public articles on how the service works, for clients and for agencies. */
export function faqRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.get(
    '/faq/api/v1/faqs/',
    { schema: { querystring: faqListQuery, response: { 200: faqPage } } },
    async (request) => {
      const win = pageWindow(request.query);
      const { audience, search } = request.query;
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
    },
  );

  r.get(
    '/faq/api/v1/faqs/:id/',
    { schema: { params: idParams, response: { 200: faq } } },
    async (request) => {
      const [row] = await db.select(columns).from(faqs).where(eq(faqs.id, request.params.id));
      return toFaq(found(row));
    },
  );
}
