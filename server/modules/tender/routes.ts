import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { refusalReasons } from '../../db/schema';
import { listRoute } from '../../http/paged-list';
import { contains } from '../../http/sql';

export function tenderRoutes(app: FastifyInstance): void {
  listRoute(app, API.tender.refusalReasons, {
    from: refusalReasons,
    columns: { id: refusalReasons.id, name: refusalReasons.name },
    where: ({ search }) => (search ? contains(refusalReasons.name, search) : undefined),
    orderBy: [asc(refusalReasons.position), asc(refusalReasons.id)],
  });
}
