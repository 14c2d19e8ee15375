import type { FastifyInstance } from 'fastify';
import { call } from './accounts';
import type { Prepare, Prepared } from './authz-requests';
import { LOCATIONS, newProject, PROJECTS, REC, someIds, someRanges } from './projects';
import type { World } from './world';

/**
 * The authorization matrix's requests for projects and their requirements: each cell gets a fresh project
 * of the client's company (with empty requirements); a POST names its requirements in the body, a PATCH or
 * DELETE aims at a fresh part of them.
 */
export function projectMatrixRequests(app: () => FastifyInstance, world: () => World) {
  const token = () => world().client.session!.access;
  const project = () => newProject(app(), token());
  const post = async <T>(url: string, body: unknown) =>
    (await call<T>(app(), 'POST', url, { token: token(), body })).body;

  /** A fresh project at `PROJECTS/{id}/suffix`. */
  const clientProject =
    (suffix = '', body?: unknown): Prepare =>
    async () => ({ url: `${PROJECTS}/${(await project()).project.id}/${suffix}`, body });
  /** A POST to `url` naming fresh requirements, plus what `extra` adds. */
  const forRequirement =
    (url: string, extra: () => Promise<object> | object = () => ({})): Prepare =>
    async () => {
      const { requirement } = await project();
      return { url, body: { requirement, ...(await extra()) } };
    };
  /** A fresh part of fresh requirements at `url/{id}/`. */
  const clientPart =
    (
      url: string,
      make: (requirement: number) => Promise<{ id: number }>,
      body?: unknown,
    ): Prepare =>
    async (): Promise<Prepared> => {
      const { requirement } = await project();
      return { url: `${url}/${(await make(requirement)).id}/`, body };
    };

  const service = async (requirement: number) => {
    const { service, range } = await someRanges(app());
    return post<{ id: number }>(`${REC}/requirements-service/`, {
      requirement,
      service,
      service_range: range,
    });
  };
  const agency = (kind: string) => async (requirement: number) =>
    post<{ id: number }>(`${REC}/requirements-${kind}/`, {
      requirement,
      contractor: (await someIds(app())).agencies[0],
    });
  const link = (part: 'industry' | 'language') => async (requirement: number) => {
    const ids = await someIds(app());
    return post<{ id: number }>(`${REC}/requirements-${part}/`, {
      requirement,
      [part]: (part === 'industry' ? ids.industries : ids.languages)[0],
    });
  };
  const place = async (requirement: number) =>
    post<{ id: number }>(`${LOCATIONS}/`, { requirement, country: (await someIds(app())).country });

  return {
    newProject: () => ({ body: { title: 'Проект из матрицы' } }),
    clientProject,
    newRequirements: async () => {
      const created = await post<{ id: number }>(`${PROJECTS}/`, { title: 'Без требований' });
      return { url: `${REC}/requirements/`, body: { project: created.id } };
    },
    clientRequirements: async () => ({
      url: `${REC}/requirements/${(await project()).requirement}/`,
      body: { comment: 'Иначе' },
    }),
    staff: forRequirement(`${REC}/requirements-staff/`, () => ({ min_staff: 8 })),
    newService: forRequirement(`${REC}/requirements-service/`, async () => {
      const { service, range } = await someRanges(app());
      return { service, service_range: range };
    }),
    clientService: (body?: () => Promise<unknown>) => async (role: Parameters<Prepare>[0]) => {
      const prepared = await clientPart(`${REC}/requirements-service`, service)(role);
      return { ...prepared, body: await body?.() };
    },
    otherRange: async () => ({ service_range: (await someRanges(app())).otherRange }),
    newLink: (part: 'industry' | 'language') =>
      forRequirement(`${REC}/requirements-${part}/`, async () => {
        const ids = await someIds(app());
        return { [part]: (part === 'industry' ? ids.industries : ids.languages)[0] };
      }),
    clientLink: (part: 'industry' | 'language') =>
      clientPart(`${REC}/requirements-${part}`, link(part)),
    newAgency: (kind: string) =>
      forRequirement(`${REC}/requirements-${kind}/`, async () => ({
        contractor: (await someIds(app())).agencies[0],
      })),
    newAgencies: (url: string) =>
      forRequirement(`${REC}/${url}`, async () => ({
        contractors: (await someIds(app())).agencies.slice(0, 3),
      })),
    clientAgency: (kind: string) => clientPart(`${REC}/requirements-${kind}`, agency(kind)),
    newPlace: forRequirement(`${LOCATIONS}/`, async () => {
      const ids = await someIds(app());
      return { country: ids.country, city: ids.city };
    }),
    clientPlace: (body?: unknown) => clientPart(LOCATIONS, place, body),
    /** A preview of unsaved requirements: one service and a budget band. */
    preview: async () => ({
      body: { services: [{ service: (await someRanges(app())).service }], budget: 'MORE_1B' },
    }),
    /** Agencies like a published one, for a fresh project. */
    clientSimilar: (async () => {
      const like = (await someIds(app())).agencies[0]!;
      const { project: created } = await project();
      return {
        url: `/project/api/v1/contractors-may-also-be-suitable/?contractor_id=${like}&project_id=${created.id}`,
      };
    }) satisfies Prepare,
    /** How a published agency fits a fresh project. */
    clientFit: (async () => {
      const agency = (await someIds(app())).agencies[0]!;
      const { project: created } = await project();
      return {
        url: `/project/api/v1/projects/${created.id}/agency-fit/?contractor_id=${agency}`,
      };
    }) satisfies Prepare,
    /** The ranking of a fresh project (`use_cache` so a cell may be answered from the store). */
    clientRanking: (async () => ({
      url: `/contractor/api/projects/${(await project()).project.id}/dynamic-contractor/?use_cache=true`,
    })) satisfies Prepare,
  };
}
