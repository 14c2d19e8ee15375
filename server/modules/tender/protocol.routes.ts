import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireAuth } from '../auth';
import { renderProtocolPdf } from './protocol-pdf';
import { protocolFor } from './protocol.service';

// The tender's protocol, as JSON and as a PDF, with the same rights: the project's client company, or an
// agency invited to it (any of its people); anyone else reads a 404, a guest a 401.

export function protocolRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { tender } = API;

  r.route({
    ...endpoint(app, tender.protocol),
    preHandler: requireAuth,
    handler: (request) => protocolFor(db, caller(request), request.params.id),
  });
  r.route({
    ...endpoint(app, tender.protocolPdf),
    preHandler: requireAuth,
    // A Buffer with no response schema goes out as it is (the JSON serializer is only for schemas).
    handler: async (request, reply) => {
      const protocol = await protocolFor(db, caller(request), request.params.id);
      const pdf = await renderProtocolPdf(protocol, app.clock());
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="protokol-tendera-${protocol.project}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
}
