import { afterEach, beforeAll, vi } from 'vitest';
import type { PersonalProfile } from '../../contract/profile';
import { queryClient } from '../../src/lib/react-query';
import { stubApi, type ApiCall } from './auth-support';
import { jsonResponse, loadRouteModules } from './helpers';
import { LK, MY_AGENCY, myAgency } from './personal-profile-support';

// /panel/company-profile's test files: their hooks, and an API that serves one personal profile.

/**
 * A test file's hooks: the routes' code and its `forms`' code (antd, loaded on «Добавить …» / «Изменить»)
 * imported ahead; the stubs and the query cache dropped after each test.
 */
export function prepareProfilePage(...forms: Array<() => Promise<unknown>>) {
  beforeAll(() => Promise.all([loadRouteModules(), ...forms.map((load) => load())]));
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });
}

/** The API with a profile that changes as the handlers say; the account of `role` (the owner: null). */
export function serve(
  start: PersonalProfile,
  role: 'manager' | 'specialist' | null = null,
  more: Record<string, (call: ApiCall, profile: PersonalProfile) => Response> = {},
) {
  let profile = start;
  const handlers = Object.fromEntries(
    Object.entries(more).map(([route, handle]) => [
      route,
      (call: ApiCall) => handle(call, profile),
    ]),
  );
  const api = stubApi({
    [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency(role)),
    [`GET ${LK}`]: () => jsonResponse(profile),
    ...handlers,
  });
  return {
    api,
    set: (next: PersonalProfile) => {
      profile = next;
    },
    patches: () => api.calls.filter((call) => call.method !== 'GET'),
  };
}

export const image = (name = 'логотип.png', type = 'image/png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });
