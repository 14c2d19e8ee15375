import { API } from '../../../contract/api-paths';
import type { FastifyInstance } from 'fastify';
import { pageFromWindowedRows, pageWindow } from '../../http/pagination';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireClient } from '../auth';
import {
  inviteColleague,
  listColleagues,
  removeColleague,
  renewColleagueInvitation,
  withdrawColleagueInvitation,
} from './colleagues.service';

/** A client company's people: everyone in it sees them; its owner invites, re-sends, withdraws, removes. */
export function colleaguesRoutes(app: FastifyInstance): void {
  const r = typed(app);

  r.route({
    ...endpoint(app, API.accounts.colleagues),
    preHandler: requireClient,
    handler: async (request) => {
      const win = pageWindow(request.query);
      const rows = await listColleagues(app, caller(request), win);
      return pageFromWindowedRows(request, win, rows, ({ item }) => item);
    },
  });

  r.route({
    ...endpoint(app, API.accounts.colleagueInvite),
    preHandler: requireClient,
    handler: async (request, reply) =>
      reply.code(201).send(await inviteColleague(app, caller(request), request.body)),
  });

  r.route({
    ...endpoint(app, API.accounts.colleagueRemove),
    preHandler: requireClient,
    handler: async (request, reply) => {
      await removeColleague(app, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });

  r.route({
    ...endpoint(app, API.accounts.colleagueResendInvitation),
    preHandler: requireClient,
    handler: (request) => renewColleagueInvitation(app, caller(request), request.params.id),
  });

  r.route({
    ...endpoint(app, API.accounts.colleagueWithdrawInvitation),
    preHandler: requireClient,
    handler: async (request, reply) => {
      await withdrawColleagueInvitation(app, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
