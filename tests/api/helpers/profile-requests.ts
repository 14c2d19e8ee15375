import type { FastifyInstance } from 'fastify';
import type { Prepare, Prepared } from './authz-requests';
import {
  cityNotIn,
  industryNotIn,
  insertCase,
  insertHistory,
  insertIndustry,
  insertLanguage,
  insertLocation,
  insertService,
  insertServiceCase,
  languageNotIn,
  serviceNotIn,
} from './profile';
import type { Role, World } from './world';

/**
 * The authorization matrix's requests for the agency profile's parts. A POST adds to the caller's own
 * agency something it does not have yet; a PATCH or DELETE aims at a fresh row of the leader's agency.
 */
export function profileMatrixRequests(app: () => FastifyInstance, world: () => World) {
  const agencyOf = (role: Role) => world()[role].contractorId;
  const leaders = () => world().leader.contractorId!;
  /** A body for the caller's agency (a guest or a client has none: any valid body will do). */
  const forCaller =
    (body: (contractorId: number) => Promise<unknown>): Prepare =>
    async (role) => ({ body: await body(agencyOf(role) ?? leaders()) });
  /** A fresh row of the leader's agency at `url/{id}/`. */
  const leaderRow =
    (
      url: string,
      insert: (app: FastifyInstance, id: number) => Promise<{ id: number }>,
      body?: unknown,
    ) =>
    async (): Promise<Prepared> => ({
      url: `${url}/${(await insert(app(), leaders())).id}/`,
      body,
    });
  const SV = '/service/api/v1';

  return {
    leaderAgency: (url: string) => () => ({ url: `${url}/${leaders()}/` }),
    otherAgency: (url: string) => () => ({ url: `${url}/${world().otherLeader.contractorId}/` }),
    newService: forCaller(async (id) => {
      const { service, range } = await serviceNotIn(app(), id);
      return { service, service_range: range, description: 'Делаем быстро' };
    }),
    leaderService: (body?: unknown) =>
      leaderRow(`${SV}/service-contractors`, (a, id) => insertService(a, id), body),
    /** A link between the leader's service and case: the other agency may not make it. */
    newServiceCase: async (): Promise<Prepared> => {
      const service = await insertService(app(), leaders());
      const agencyCase = await insertCase(app(), leaders());
      return {
        url: `${SV}/service-cases/`,
        body: { service_contractor: service.id, case: agencyCase.id },
      };
    },
    leaderServiceCase: leaderRow(`${SV}/service-cases`, insertServiceCase),
    newIndustry: forCaller(async (id) => ({ industry: (await industryNotIn(app(), id)).id })),
    leaderIndustry: leaderRow('/industry/api/v1/industry-contractor', insertIndustry),
    newLocation: forCaller(async (id) => {
      const city = await cityNotIn(app(), id);
      return { country: city.country, city: city.id };
    }),
    leaderLocation: (body?: () => Promise<unknown>) => async (): Promise<Prepared> => {
      const row = await insertLocation(app(), leaders());
      return { url: `/location/api/v1/location-contractors/${row.id}/`, body: await body?.() };
    },
    otherCityOfLeader: async () => {
      const city = await cityNotIn(app(), leaders());
      return { country: city.country, city: city.id };
    },
    newLanguage: forCaller(async (id) => ({ language: (await languageNotIn(app(), id)).id })),
    leaderLanguage: leaderRow('/contractor/api/v1/contractor-languages', insertLanguage),
    history: () => ({ body: { client_name: 'Кофейня «Зерно»', year_from: 2019, year_to: 2020 } }),
    leaderHistory: (body?: unknown) =>
      leaderRow('/contractor/api/v1/contractor-client-histories', insertHistory, body),
    newCase: () => ({ body: { title: 'Запуск бренда', text: 'Что сделали', budget: 'LESS_15M' } }),
    leaderCase: (body?: unknown) =>
      leaderRow('/case/api/v1/cases', (a, id) => insertCase(a, id), body),
  };
}
