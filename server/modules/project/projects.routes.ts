import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, patching, typed } from '../../http/route-kit';
import { caller, requireClient } from '../auth';
import {
  changeProject,
  createProject,
  ownProject,
  projectsPage,
  removeProject,
} from './projects.service';
import { projectRequirementsView } from './requirements';

/** A client company's projects: its people see and change them; another company's read as absent (404). */
export function projectRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { project } = API;

  r.route({
    ...endpoint(app, project.projects),
    preHandler: requireClient,
    handler: (request) => projectsPage(request, db, caller(request), request.query),
  });
  r.route({
    ...endpoint(app, project.projectCreate),
    preHandler: requireClient,
    handler: async (request, reply) =>
      reply.code(201).send(await createProject(db, caller(request), request.body)),
  });
  r.route({
    ...endpoint(app, project.project),
    preHandler: requireClient,
    handler: (request) => ownProject(db, caller(request), request.params.id),
  });
  r.route({
    ...endpoint(app, project.projectUpdate),
    preHandler: requireClient,
    handler: (request) =>
      patching(db, request.body, (db) =>
        changeProject(db, caller(request), request.params.id, request.body, app.clock()),
      ),
  });
  r.route({
    ...endpoint(app, project.projectRemove),
    preHandler: requireClient,
    handler: async (request, reply) => {
      await removeProject(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });
  r.route({
    ...endpoint(app, project.projectRequirements),
    preHandler: requireClient,
    handler: (request) => projectRequirementsView(db, caller(request), request.params.id),
  });
}
