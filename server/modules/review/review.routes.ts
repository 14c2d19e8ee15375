import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireAgencyRight, requireAuth, requireClient } from '../auth';
import { createClientReview, projectClientReviews } from './client-reviews';
import { clientRecordFor, createCommunication } from './communications';
import {
  averageScores,
  contractorReviewsPage,
  createContractorReview,
  projectContractorReviews,
  replyToReview,
} from './contractor-reviews';
import { createPublicReview, publicReviewsPage } from './public-reviews';

const PUBLIC = { access: 'public' } as const;

/**
 * Reviews between clients and agencies. The agency's writes about a project ask for `answerInvitations`
 * (the people who took part in the tender); its reply to a review asks for `editProfile` (it is public).
 */
export function reviewRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { review } = API;
  const answerInvitations = requireAgencyRight('answerInvitations');

  r.route({
    ...endpoint(app, review.contractorReviewCreate),
    preHandler: requireClient,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createContractorReview(db, caller(request), request.body, app.clock())),
  });
  r.route({
    ...endpoint(app, review.contractorReviewsByProject),
    preHandler: requireAuth,
    handler: (request) => projectContractorReviews(db, caller(request), request.params.id),
  });
  r.route({
    ...endpoint(app, review.contractorReviewsOfContractor),
    config: PUBLIC,
    handler: (request) =>
      contractorReviewsPage(db, request, request.user, request.params.id, request.query),
  });
  r.route({
    ...endpoint(app, review.contractorAverageScores),
    config: PUBLIC,
    handler: (request) => averageScores(db, request.user, request.params.id),
  });
  r.route({
    ...endpoint(app, review.contractorReviewReply),
    preHandler: requireAgencyRight('editProfile'),
    handler: (request) => replyToReview(db, caller(request), request.params.id, request.body.text),
  });

  r.route({
    ...endpoint(app, review.clientReviewCreate),
    preHandler: answerInvitations,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createClientReview(db, caller(request), request.body, app.clock())),
  });
  r.route({
    ...endpoint(app, review.clientReviewsByProject),
    preHandler: requireAuth,
    handler: (request) => projectClientReviews(db, caller(request), request.params.id),
  });

  r.route({
    ...endpoint(app, review.publicReviewCreate),
    preHandler: requireClient,
    handler: async (request, reply) =>
      reply.code(201).send(await createPublicReview(db, caller(request), request.body)),
  });
  r.route({
    ...endpoint(app, review.publicReviewsByContractor),
    config: PUBLIC,
    handler: (request) =>
      publicReviewsPage(db, request, request.user, request.params.id, request.query),
  });

  r.route({
    ...endpoint(app, review.communicationCreate),
    preHandler: answerInvitations,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createCommunication(db, caller(request), request.body, app.clock())),
  });
  r.route({
    ...endpoint(app, review.communication),
    preHandler: requireAuth,
    handler: (request) => clientRecordFor(db, caller(request), request.params.id),
  });
}
