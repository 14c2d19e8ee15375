import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, typed } from '../../http/route-kit';
import { getFaq, listFaqs } from './faq.service';

/** The knowledge base: public articles on how the service works, for clients and for agencies. */
export function faqRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.route({
    ...endpoint(app, API.faq.faqs),
    handler: (request) => listFaqs(db, request, request.query),
  });

  r.route({
    ...endpoint(app, API.faq.faq),
    handler: (request) => getFaq(db, request.params.id),
  });
}
