import { API } from '../../../contract/api-paths';
import type { PersonNamesPatch } from '../../../contract/people';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { endpoint, patching, typed } from '../../http/route-kit';
import { caller, requireAuth } from './guards';
import { heldAccountTypes, type Principal } from './principal';

const nameColumns = {
  first_name: users.firstName,
  last_name: users.lastName,
  position: users.position,
};

async function meOf(db: Db, user: Principal) {
  const [names] = await db.select(nameColumns).from(users).where(eq(users.id, user.id));
  return {
    id: user.id,
    email: user.email,
    type_account: user.typeAccount.id,
    accountTypes: heldAccountTypes(user),
    first_name: names?.first_name ?? '',
    last_name: names?.last_name ?? '',
    position: names?.position ?? '',
  };
}

const columnsOf = (body: PersonNamesPatch) => ({
  ...(body.first_name !== undefined && { firstName: body.first_name }),
  ...(body.last_name !== undefined && { lastName: body.last_name }),
  ...(body.position !== undefined && { position: body.position }),
});

/** djoser's `users/me/`: who the caller is, and its own name and position to change. */
export function authMeRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.route({
    ...endpoint(app, API.auth.me),
    preHandler: requireAuth,
    handler: (request) => meOf(db, caller(request)),
  });

  r.route({
    ...endpoint(app, API.auth.meUpdate),
    preHandler: requireAuth,
    handler: (request) =>
      patching(db, request.body, async (db) => {
        const user = caller(request);
        const columns = columnsOf(request.body);
        if (Object.keys(columns).length > 0)
          await db.update(users).set(columns).where(eq(users.id, user.id));
        return meOf(db, user);
      }),
  });
}
