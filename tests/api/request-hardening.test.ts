import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCHEMAS } from '../../contract/schemas';
import { idParams } from '../../contract/drf';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { contentSecurityPolicy, strictTransportSecurity } from '../../server/http/security';
import { call, lastMail, login, type Session } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// What a request cannot bend: ids in paths are canonical, links come from PUBLIC_URL and never from `Host`,
// personal answers are never stored by HTTP caches, HSTS only for an https deployment, and the page may
// connect to its own origin only.

let t: TestApp; // PUBLIC_URL http://localhost (the test configuration)
let secure: TestApp; // PUBLIC_URL with https and a path prefix, as behind a TLS proxy
let clientSession: Session;
let leaderSession: Session;
beforeAll(async () => {
  t = await buildTestApp();
  secure = await buildTestApp({ publicUrl: 'https://podryad.example/app' });
  clientSession = await login(t.app, DEMO_ACCOUNTS[0].email);
  leaderSession = await login(t.app, DEMO_ACCOUNTS[1].email);
});
afterAll(async () => {
  await t.close();
  await secure.close();
});

/** Every way to write `id` that is not the canonical decimal. */
const badForms = (id: number) => {
  const digits = String(id);
  const encoded = [...digits].map((d) => `%3${d}`).join('');
  return [
    `+${digits}`,
    `%2B${digits}`,
    `0${digits}`,
    `00${digits}`,
    `${digits}e0`,
    `${digits}.0`,
    `%20${encoded}`,
    `${digits}%20`,
    `%09${digits}`,
    `0x${id.toString(16)}`,
    `0b${id.toString(2)}`,
    `-${digits}`,
    `${digits}n`,
    [...digits].map((d) => `%EF%BC%9${d}`).join(''), // fullwidth digits
  ];
};
const OUT_OF_RANGE = ['0', '-0', '2147483648', '99999999999', '1'.repeat(40)];

async function firstId(path: string, token?: string): Promise<number> {
  const res = await call<{ results: { id: number }[] }>(t.app, 'GET', path, { token });
  return res.body.results[0]!.id;
}

describe('ids in paths are canonical decimal integers in range', () => {
  it('the contract: every route with an :id takes the one id schema', () => {
    const withId = Object.entries(API_SCHEMAS).filter(([endpoint]) => endpoint.includes('/:id/'));
    expect(withId.length).toBeGreaterThan(10);
    for (const [endpoint, schema] of withId)
      expect((schema as { params?: unknown }).params, endpoint).toBe(idParams);
  });

  it('each other way to write an id is a 404, on public and on logged-in routes', async () => {
    const company = await call<{ id: number }>(
      t.app,
      'GET',
      '/company/api/v1/companies/get_company_by_user/',
      { token: clientSession.access },
    );
    const routes: { path: (id: string) => string; id: number; token?: string }[] = [
      {
        path: (id) => `/contractor/api/v1/contractors/${id}/`,
        id: await firstId('/contractor/api/v1/contractors/'),
      },
      { path: (id) => `/faq/api/v1/faqs/${id}/`, id: await firstId('/faq/api/v1/faqs/') },
      {
        path: (id) => `/location/api/v1/cities/${id}/`,
        id: await firstId('/location/api/v1/cities/'),
      },
      {
        path: (id) => `/accounts/api/v1/roles/${id}/`,
        id: await firstId('/accounts/api/v1/roles/'),
      },
      {
        path: (id) => `/company/api/v1/companies/${id}/`,
        id: company.body.id,
        token: clientSession.access,
      },
    ];
    for (const { path, id, token } of routes) {
      const canonical = await call(t.app, 'GET', path(String(id)), { token });
      expect(canonical.status, path(String(id))).toBe(200);
      for (const form of [...badForms(id), ...OUT_OF_RANGE]) {
        const res = await call(t.app, 'GET', path(form), { token });
        expect(res.status, path(form)).toBe(404);
        expect(res.body).toEqual({ detail: 'Не найдено.' });
      }
    }
  });

  it('the forms from the report: /companies/+2/, /2e0/, /02/, /%20%31/, /contractors/0x1/', async () => {
    const token = clientSession.access;
    for (const form of ['+2', '2e0', '02', '%20%31', '%20%32', '0x1', '0x2'])
      for (const path of [
        `/company/api/v1/companies/${form}/`,
        `/contractor/api/v1/contractors/${form}/`,
      ]) {
        expect((await call(t.app, 'GET', path, { token })).status, path).toBe(404);
        expect((await call(t.app, 'GET', path)).status, path).toBe(404);
      }
  });

  it('writes too: a PATCH or DELETE with a bent id changes nothing and is a 404', async () => {
    const company = await call<{ id: number; name: string }>(
      t.app,
      'GET',
      '/company/api/v1/companies/get_company_by_user/',
      { token: clientSession.access },
    );
    for (const form of badForms(company.body.id)) {
      const res = await call(t.app, 'PATCH', `/company/api/v1/companies/${form}/`, {
        token: clientSession.access,
        body: { name: 'Подмена' },
      });
      expect(res.status, form).toBe(404);
    }
    const after = await call<{ name: string }>(
      t.app,
      'GET',
      `/company/api/v1/companies/${company.body.id}/`,
      { token: clientSession.access },
    );
    expect(after.body.name).toBe(company.body.name);
    const staff = await call<{ results: { id: number }[] }>(
      t.app,
      'GET',
      '/accounts/api/v1/contractor-accounts-lider/',
      { token: leaderSession.access },
    );
    const employeeId = staff.body.results[0]!.id;
    for (const form of [...badForms(employeeId), ...OUT_OF_RANGE]) {
      const path = `/accounts/api/v1/contractor-accounts-lider/${form}/`;
      const res = await call(t.app, 'DELETE', path, { token: leaderSession.access });
      expect(res.status, path).toBe(404);
    }
    const still = await call<{ results: { id: number }[] }>(
      t.app,
      'GET',
      '/accounts/api/v1/contractor-accounts-lider/',
      { token: leaderSession.access },
    );
    expect(still.body.results.map((e) => e.id)).toContain(employeeId);
  });
});

describe('absolute links come from PUBLIC_URL, never from Host', () => {
  const forged = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
  };

  it('pagination next/previous', async () => {
    const res = await t.app.inject({ url: '/location/api/v1/cities/?page=2', headers: forged });
    const body = res.json<{ next: string; previous: string }>();
    expect(body.next).toBe('http://localhost/location/api/v1/cities/?page=3');
    expect(body.previous).toBe('http://localhost/location/api/v1/cities/');
    const behindProxy = await secure.app.inject({
      url: '/location/api/v1/cities/',
      headers: forged,
    });
    expect(behindProxy.json<{ next: string }>().next).toBe(
      'https://podryad.example/app/location/api/v1/cities/?page=2',
    );
  });

  it('a request target naming another host does not move the links either', async () => {
    const res = await t.app.inject({
      url: 'http://evil.example/location/api/v1/cities/?page=2',
      headers: forged,
    });
    expect(res.json<{ next: string }>().next).toBe(
      'http://localhost/location/api/v1/cities/?page=3',
    );
  });

  it('mail links', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/users/reset_password/',
      headers: forged,
      payload: { email: DEMO_ACCOUNTS[0].email },
    });
    expect(reset.statusCode).toBe(204);
    const { link } = await lastMail(t.app, DEMO_ACCOUNTS[0].email);
    expect(link.origin).toBe('http://localhost');
  });
});

describe('Cache-Control: no-store on every answer that depends on the caller', () => {
  const get = (url: string, authorization?: string) =>
    t.app.inject({ url, headers: authorization ? { authorization } : {} });

  it('on answers to a request with a bearer token: data, 404, 400 and 401 alike', async () => {
    const bearer = `Bearer ${clientSession.access}`;
    for (const url of [
      '/auth/api/v1/users/me/',
      '/faq/api/v1/faqs/',
      '/company/api/v1/companies/get_company_by_user/',
      '/faq/api/v1/faqs/02/',
      '/faq/api/v1/no-such-thing/',
      '/location/api/v1/cities/?page=0',
    ])
      expect((await get(url, bearer)).headers['cache-control'], url).toBe('no-store');
    const bad = await get('/auth/api/v1/users/me/', 'Bearer garbage');
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['cache-control']).toBe('no-store');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/auth/api/v1/users/me/',
      headers: { authorization: bearer },
      payload: { email: 42 },
    });
    expect(patch.headers['cache-control']).toBe('no-store');
  });

  it('on the token views, whose bodies are tokens', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/jwt/create/',
      payload: { email: DEMO_ACCOUNTS[0].email, password: 'demo-pass-2026' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/jwt/refresh/',
      payload: { refresh: created.json<Session>().refresh },
    });
    expect(refreshed.headers['cache-control']).toBe('no-store');
  });

  it('not on a guest’s answers to public routes', async () => {
    for (const url of ['/faq/api/v1/faqs/', '/location/api/v1/cities/', '/api/schema/'])
      expect((await get(url)).headers['cache-control'] ?? '', url).not.toContain('no-store');
  });
});

describe('HSTS and CSP', () => {
  it('no HSTS for a plain-http deployment; one year for this host when PUBLIC_URL is https', async () => {
    for (const url of ['/faq/api/v1/faqs/', '/api/docs/'])
      expect((await t.app.inject(url)).headers['strict-transport-security'], url).toBeUndefined();
    expect(
      (await secure.app.inject('/faq/api/v1/faqs/')).headers['strict-transport-security'],
    ).toBe('max-age=31536000');
  });

  it('every answer, an error too, carries the headers helmet writes for the policy', async () => {
    for (const [app, publicUrl] of [
      [t, 'http://localhost'],
      [secure, 'https://podryad.example/app'],
    ] as const) {
      const response = new ServerResponse(new IncomingMessage(new Socket()));
      response.setHeader('x-powered-by', 'Express');
      helmet({
        contentSecurityPolicy: contentSecurityPolicy(publicUrl),
        strictTransportSecurity: strictTransportSecurity(publicUrl),
        crossOriginEmbedderPolicy: false,
      })(response.req, response, () => {});
      const written = response.getHeaders();
      expect(Object.keys(written).length).toBeGreaterThan(10);
      for (const url of ['/faq/api/v1/faqs/', '/faq/api/v1/faqs/999999/', '/api/docs/']) {
        const { headers } = await app.app.inject(url);
        for (const [name, value] of Object.entries(written))
          expect(headers[name], `${name} of ${url}`).toBe(value);
        expect(headers['x-powered-by']).toBeUndefined();
      }
    }
  });

  it("connect-src: 'self' and the socket of our own origin, no other host", async () => {
    const connectSrc = async (app: TestApp) => {
      const csp = String(
        (await app.app.inject('/faq/api/v1/faqs/')).headers['content-security-policy'],
      );
      return /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    };
    expect(await connectSrc(t)).toEqual(["'self'", 'ws://localhost']);
    expect(await connectSrc(secure)).toEqual(["'self'", 'wss://podryad.example']);
  });
});
