import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/api-paths';
import { API_SCHEMAS } from '../../contract/schemas';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { call, login, type Session } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// One rule for a PATCH that names no field, on every PATCH route (DRF's): 200 with the object as it is, and
// nothing written — the same `{}` twice answers the same object, and what it answers has not moved.

let t: TestApp;
const sessions: Record<'client' | 'leader' | 'golos', Session> = {} as never;
beforeAll(async () => {
  t = await buildTestApp();
  sessions.client = await login(t.app, DEMO_ACCOUNTS[0].email);
  sessions.leader = await login(t.app, DEMO_ACCOUNTS[1].email);
  sessions.golos = await login(t.app, 'golos@podryad.example');
}, 180_000); // a hang guard: the app and three logins on a busy machine
afterAll(() => t?.close());

type Who = keyof typeof sessions;
const WHO = ['client', 'leader', 'golos'] as const;
const get = async <T>(who: Who, url: string): Promise<T> => {
  const res = await call<T>(t.app, 'GET', url, { token: sessions[who].access });
  expect(res.status, `GET ${url}`).toBe(200);
  return res.body;
};
interface Ids {
  id: number;
}
const first = <T>(list: T[] | undefined, what: string): T => {
  expect(list?.length, `the demo data has ${what}`).toBeGreaterThan(0);
  return list![0]!;
};

/** Where each PATCH route finds an object of its caller's own in the demo data. */
const OWN: Record<string, () => Promise<[Who, string]>> = {
  [API.accounts.companyAccountUpdate]: async () => {
    const account = await get<Ids>(
      'client',
      '/accounts/api/v1/company-accounts/get_company_by_user/',
    );
    return ['client', `/accounts/api/v1/company-accounts/${account.id}/`];
  },
  [API.accounts.contractorAccountUpdate]: async () => {
    const account = await get<Ids>(
      'leader',
      '/accounts/api/v1/contractor-accounts/get_contractor_by_user/',
    );
    return ['leader', `/accounts/api/v1/contractor-accounts/${account.id}/`];
  },
  [API.accounts.employeeUpdate]: async () => {
    const staff = await get<{ results: (Ids & { email: string })[] }>(
      'leader',
      '/accounts/api/v1/contractor-accounts-lider/',
    );
    const employee = staff.results.find((e) => e.email === DEMO_ACCOUNTS[2].email);
    return ['leader', `/accounts/api/v1/contractor-accounts-lider/${employee!.id}/`];
  },
  [API.auth.meUpdate]: () => Promise.resolve(['client', '/auth/api/v1/users/me/']),
  [API.case.caseUpdate]: async () => {
    const profile = await leaderProfile();
    return ['leader', `/case/api/v1/cases/${first(profile.cases, 'a case').id}/`];
  },
  [API.company.companyUpdate]: async () => {
    const page = await get<{ results: Ids[] }>('client', '/company/api/v1/companies/');
    return ['client', `/company/api/v1/companies/${first(page.results, 'a company').id}/`];
  },
  [API.contractor.contractorUpdate]: async () => [
    'leader',
    `/contractor/api/v1/contractors/${(await leaderProfile()).id}/`,
  ],
  [API.contractor.clientHistoryUpdate]: async () => {
    const history = first((await leaderProfile()).client_histories, 'a client history');
    return ['leader', `/contractor/api/v1/contractor-client-histories/${history.id}/`];
  },
  [API.location.locationContractorUpdate]: async () => {
    const place = first((await leaderProfile()).locations, 'a place of work');
    return ['leader', `/location/api/v1/location-contractors/${place.id}/`];
  },
  [API.location.locationRequirementUpdate]: async () => {
    const place = first((await requirements()).locations, 'a required place');
    return ['client', `/location/api/v1/location-requirements/${place.id}/`];
  },
  [API.notification.notificationUpdate]: async () => {
    for (const who of WHO) {
      const page = await get<{ results: { notification_id: number }[] }>(
        who,
        '/notification/api/v1/notifications/',
      );
      const own = page.results[0]?.notification_id;
      if (own) return [who, `/notification/api/v1/notifications/${own}/`];
    }
    throw new Error('no demo user has a notification');
  },
  [API.notification.preferenceUpdate]: async () => {
    const list = await get<{ kind: string }[]>('client', '/notification/api/v1/preferences/');
    return ['client', `/notification/api/v1/preferences/${first(list, 'a preference').kind}/`];
  },
  [API.project.projectUpdate]: async () => [
    'client',
    `/project/api/v1/projects/${(await requirements()).project}/`,
  ],
  [API.recruitment.requirementsUpdate]: async () => [
    'client',
    `/recruitment/api/v1/requirements/${(await requirements()).id}/`,
  ],
  [API.recruitment.requirementServiceUpdate]: async () => {
    const service = first((await requirements()).services, 'a required service');
    return ['client', `/recruitment/api/v1/requirements-service/${service.id}/`];
  },
  [API.service.serviceContractorUpdate]: async () => {
    const service = first((await leaderProfile()).services, 'a service');
    return ['leader', `/service/api/v1/service-contractors/${service.id}/`];
  },
  [API.tender.invitationUpdate]: async () => {
    const inbox = await get<{ results: { invitation: number }[] }>(
      'golos',
      '/tender/api/v1/projects-by-invitation/',
    );
    const invitation = first(inbox.results, 'an invitation').invitation;
    return ['golos', `/tender/api/v1/invitations/${invitation}/`];
  },
  [API.tender.candidateUpdate]: async () => {
    for (const who of ['leader', 'golos'] as const) {
      const inbox = await get<{ results: { project: number }[] }>(
        who,
        '/tender/api/v1/projects-by-invitation/',
      );
      for (const { project } of inbox.results) {
        const own = await call<Ids>(
          t.app,
          'GET',
          `/tender/api/v1/tender-candidates/${project}/tender-candidate/`,
          { token: sessions[who].access },
        );
        if (own.status === 200) return [who, `/tender/api/v1/tender-candidates/${own.body.id}/`];
      }
    }
    throw new Error('no demo agency is a candidate');
  },
};

interface Profile extends Ids {
  cases: Ids[];
  client_histories: Ids[];
  locations: Ids[];
  services: Ids[];
}
async function leaderProfile(): Promise<Profile> {
  const account = await get<{ contractor: Ids }>(
    'leader',
    '/accounts/api/v1/contractor-accounts/get_contractor_by_user/',
  );
  return get<Profile>('leader', `/contractor/api/contractors-lk/${account.contractor.id}/`);
}
async function requirements() {
  const projects = await get<{ results: (Ids & { status: string })[] }>(
    'client',
    '/project/api/v1/projects/',
  );
  const project = projects.results.find((p) => p.status === 'matching') ?? projects.results[0]!;
  return get<{ id: number; project: number; services: Ids[]; locations: Ids[] }>(
    'client',
    `/project/api/v1/projects/${project.id}/requirements/`,
  );
}

const patchRoutes = Object.keys(API_SCHEMAS).filter((route) => route.startsWith('PATCH '));

describe('an empty PATCH', () => {
  it('has its own object on every PATCH route of the contract', () => {
    expect(patchRoutes.length).toBeGreaterThan(15);
    expect(Object.keys(OWN).sort()).toEqual([...patchRoutes].sort());
  });

  it.each(patchRoutes)('%s: {} answers 200 with the object as it is', async (route) => {
    const [who, url] = await OWN[route]!();
    const token = sessions[who].access;
    const once = await call(t.app, 'PATCH', url, { token, body: {} });
    expect(once.status, JSON.stringify(once.body)).toBe(200);
    const twice = await call(t.app, 'PATCH', url, { token, body: {} });
    expect([twice.status, twice.body]).toEqual([once.status, once.body]);
  });
});
