import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from '../../../contract/materials';
import { pageFromWindowedRows, pageWindow } from '../../http/pagination';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireAgencyRight, type Principal } from '../auth';
import { avatarOf, avatarsOf, createAvatar, toAvatar } from './avatars.service';
import { createMaterial, deleteMaterial } from './materials.service';
import { readUpload } from './multipart';

/** The caller's agency (the guard has checked the caller is in one). */
const agencyOf = (principal: Principal) => principal.contractor!.contractorId;

/** An agency's images and its cases' files: its people read, the leader and managers upload and delete. */
export function materialsRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.route({
    ...endpoint(app, API.materials.avatars),
    preHandler: requireAgencyRight('view'),
    handler: async (request) => {
      const win = pageWindow(request.query);
      const rows = await avatarsOf(db, agencyOf(caller(request)), win);
      return pageFromWindowedRows(request, win, rows, ({ row }) => toAvatar(row));
    },
  });

  r.route({
    ...endpoint(app, API.materials.avatar),
    preHandler: requireAgencyRight('view'),
    handler: (request) => avatarOf(db, agencyOf(caller(request)), request.params.id),
  });

  r.route({
    ...endpoint(app, API.materials.avatarCreate),
    preHandler: requireAgencyRight('editProfile'),
    handler: async (request, reply) => {
      const upload = await readUpload(request, {
        maxBytes: IMAGE_MAX_BYTES,
        tooLarge: UPLOAD_MESSAGES.imageTooLarge,
      });
      return reply.code(201).send(await createAvatar(app, agencyOf(caller(request)), upload.bytes));
    },
  });

  r.route({
    ...endpoint(app, API.materials.materialCreate),
    preHandler: requireAgencyRight('editProfile'),
    handler: async (request, reply) => {
      const upload = await readUpload(request, {
        fieldNames: ['case'],
        maxBytes: DOCUMENT_MAX_BYTES,
        tooLarge: UPLOAD_MESSAGES.documentTooLarge,
      });
      return reply.code(201).send(await createMaterial(app, agencyOf(caller(request)), upload));
    },
  });

  r.route({
    ...endpoint(app, API.materials.materialDelete),
    preHandler: requireAgencyRight('editProfile'),
    handler: async (request, reply) => {
      await deleteMaterial(app, agencyOf(caller(request)), request.params.id);
      return reply.code(204).send();
    },
  });
}
