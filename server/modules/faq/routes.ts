import { and, asc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import type { faq } from '../../../contract/faq';
import { faqs } from '../../db/schema';
import { pageFromWindowedRows, pageWindow } from '../../http/pagination';
import { endpoint, found, typed } from '../../http/route-kit';
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

  r.route({
    ...endpoint(app, API.faq.faqs),
    handler: async (request) => {
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
  });

  r.route({
    ...endpoint(app, API.faq.faq),
    handler: async (request) => {
      const [row] = await db.select(columns).from(faqs).where(eq(faqs.id, request.params.id));
      return toFaq(found(row));
    },
  });
}
