import type { FastifyInstance } from 'fastify';
import { call } from './accounts';
import type { Prepare } from './authz-requests';
import { projectWithTender, publishedAgency, wonProject } from './closed-project';
import type { World } from './world';

export const REVIEW = '/review/api/v1';
const SCORES = { quality: 5, deadlines: 5, communication: 4, value: 4, would_recommend: true };

/**
 * The authorization matrix's requests for reviews: each cell gets a fresh project of the client's company,
 * won by the demo agency (the leader's) with the other agency as a candidate, its work accepted (or in work,
 * for accepting it).
 */
export function reviewMatrixRequests(app: () => FastifyInstance, world: () => World) {
  const won = (work: 'in_work' | 'completed' = 'completed') =>
    wonProject(
      app(),
      world().client.companyId!,
      world().leader.contractorId!,
      [world().otherLeader.contractorId!],
      work,
    );
  const reviewOfLeader = async () => {
    const project = await won();
    const res = await call<{ id: number }>(app(), 'POST', `${REVIEW}/contractor-reviews/`, {
      token: world().client.session!.access,
      body: { project, ...SCORES },
    });
    if (res.status !== 201) throw new Error(`contractor review: ${JSON.stringify(res.body)}`);
    return res.body.id;
  };

  return {
    contractorReview: (async () => ({
      url: `${REVIEW}/contractor-reviews/`,
      body: { project: await won(), ...SCORES },
    })) satisfies Prepare,
    /** `/project/api/v1/projects/{a fresh project won by the leader, in work}/complete/`. */
    completeWork: (async () => ({
      url: `/project/api/v1/projects/${await won('in_work')}/complete/`,
    })) satisfies Prepare,
    /** `{prefix}/{a fresh won project}/`. */
    wonProject:
      (prefix: string): Prepare =>
      async () => ({ url: `${prefix}/${await won()}/` }),
    leaderAgency:
      (prefix: string, suffix = ''): Prepare =>
      () => ({ url: `${prefix}/${world().leader.contractorId}/${suffix}` }),
    otherAgency:
      (prefix: string, suffix = ''): Prepare =>
      () => ({ url: `${prefix}/${world().otherLeader.contractorId}/${suffix}` }),
    reply: (async () => ({
      url: `${REVIEW}/contractor-reviews/${await reviewOfLeader()}/reply/`,
      body: { text: 'Спасибо!' },
    })) satisfies Prepare,
    clientReview: (async () => ({
      url: `${REVIEW}/client-reviews/`,
      body: { project: await won(), rating: 5 },
    })) satisfies Prepare,
    /** A new published agency each time: a company leaves one testimonial per agency. */
    publicReview: (async () => ({
      url: `${REVIEW}/public-reviews/`,
      body: {
        contractor: (await publishedAgency(app())).contractorId,
        rating: 5,
        text: 'Рекомендуем.',
      },
    })) satisfies Prepare,
    communication: (async () => ({
      url: `${REVIEW}/communication-between-contractor-and-client/`,
      body: {
        project: await projectWithTender(app(), {
          companyId: world().client.companyId!,
          candidates: [world().leader.contractorId!],
          closing: { kind: 'cancelled' },
        }),
        brief_clarity: 4,
        response_speed: 4,
        feedback: 5,
      },
    })) satisfies Prepare,
    clientRecord: (() => ({
      url: `${REVIEW}/communication-between-contractor-and-client/${world().client.companyId}/`,
    })) satisfies Prepare,
  };
}
