import { describe, expect, it } from 'vitest';
import {
  clientOnly,
  executorOrEmployee,
  guestOnly,
  guestOrClient,
  registerRedirect,
  type Guard,
} from '../../src/lib/guards';
import { sessions, type Visitor } from '../fixtures/users';

const at = { pathname: '/dashboard/project/5', search: '?tab=2' };
const loginBack = '/auth/login?redirectTo=%2Fdashboard%2Fproject%2F5%3Ftab%3D2';

const expectations: Array<[string, Guard, Record<Visitor, string | null>]> = [
  [
    'guestOnly',
    guestOnly,
    { guest: null, client: '/dashboard', executor: '/panel', employee: '/panel' },
  ],
  [
    'clientOnly',
    clientOnly,
    { guest: loginBack, client: null, executor: '/panel', employee: '/panel' },
  ],
  [
    'executorOrEmployee',
    executorOrEmployee,
    { guest: loginBack, client: '/dashboard', executor: null, employee: null },
  ],
  [
    'guestOrClient',
    guestOrClient,
    { guest: null, client: null, executor: '/panel', employee: '/panel' },
  ],
];

describe('route guards', () => {
  for (const [name, guard, byVisitor] of expectations) {
    it(`${name} sends every visitor to the right place`, () => {
      for (const [visitor, expected] of Object.entries(byVisitor)) {
        expect(guard(sessions[visitor as Visitor], at), `${name} / ${visitor}`).toBe(expected);
      }
    });
  }

  it('a logged-in user of an unknown type is not let into role areas', () => {
    const unknown = { ...sessions.client, user: { ...sessions.client.user, type_account: null } };
    expect(clientOnly(unknown, at)).toBe('/');
    expect(executorOrEmployee(unknown, at)).toBe('/');
  });
});

describe('registration redirect', () => {
  it('a guest registers as a client without a variant or with variant=1', () => {
    expect(registerRedirect(sessions.guest, null, false)).toBeNull();
    expect(registerRedirect(sessions.guest, '1', false)).toBeNull();
  });

  it('variant=2 is the agency step: only after the company flow is complete', () => {
    expect(registerRedirect(sessions.guest, '2', true)).toBeNull();
    expect(registerRedirect(sessions.guest, '2', false)).toBe('/create-company');
  });

  it('any other variant goes to company creation', () => {
    expect(registerRedirect(sessions.guest, '3', true)).toBe('/create-company');
    expect(registerRedirect(sessions.guest, '', true)).toBe('/create-company');
  });

  it('a logged-in user is redirected as for login', () => {
    expect(registerRedirect(sessions.client, null, false)).toBe('/dashboard');
    expect(registerRedirect(sessions.executor, '2', true)).toBe('/panel');
    expect(registerRedirect(sessions.employee, '1', false)).toBe('/panel');
  });
});
