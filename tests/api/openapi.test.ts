import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH, methodOf, pathOf } from '../../contract/api-paths';
import { API_SCHEMAS, type ServedEndpoint } from '../../contract/schemas';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The OpenAPI document: every API route the server registers is in it, and every one comes from the
// contract table, so a partner (or a fuzzer) can use the API without reading our code.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; security?: unknown[] }>>;
}

/** `METHOD /path` of every registered route, read from Fastify's own route tree. */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${stack.join('')}`);
  }
  return routes;
}

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the API description', () => {
  it('is OpenAPI 3.1 at /api/schema/ with every registered API route, each from the contract table', async () => {
    const res = await t.app.inject('/api/schema/');
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toBe('3.1.0');

    const apiRoutes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((route) => !route.startsWith('HEAD '))
      .filter((route) => API_PATH.test(route.split(' ')[1]!) && !route.includes(' /api/'));
    expect(apiRoutes.length).toBeGreaterThan(40);
    for (const route of apiRoutes) {
      expect(Object.keys(API_SCHEMAS), `${route} is in the contract table`).toContain(route);
      const [method, path] = route.split(' ') as [string, string];
      const operation = doc.paths[toOpenApiPath(path)]?.[method.toLowerCase()];
      expect(operation, `${route} is documented`).toBeDefined();
      expect(operation!.summary).toBeTruthy();
    }
    for (const served of Object.keys(API_SCHEMAS) as ServedEndpoint[])
      expect(apiRoutes, `${served} is served`).toContain(`${methodOf(served)} ${pathOf(served)}`);
  });

  it('marks the routes that need a token', async () => {
    const doc = (await t.app.inject('/api/schema/')).json<OpenApiDocument>();
    expect(doc.paths['/auth/api/v1/users/me/']!.get!.security).toEqual([{ jwt: [] }]);
    expect(doc.paths['/faq/api/v1/faqs/']!.get!.security).toBeUndefined();
    const confirm = doc.paths['/plans/api/v1/operator/invoices/{number}/confirm/']!.post!;
    expect(confirm.security).toEqual([{ operator: [] }]);
  });

  it('documents each operation’s error answers with their shapes', async () => {
    const doc = (await t.app.inject('/api/schema/')).json<OpenApiDocument>();
    const statuses = (path: string, method: string) =>
      Object.keys((doc.paths[path]![method] as { responses: object }).responses).sort();
    expect(statuses('/auth/api/v1/users/me/', 'get')).toEqual(['200', '401', '403']);
    expect(statuses('/faq/api/v1/faqs/', 'get')).toEqual(['200', '400', '401', '404']);
    expect(statuses('/plans/api/v1/invoices/{number}/cancel/', 'post')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '414',
      '415',
    ]);
    expect(statuses('/auth/api/v1/jwt/create/', 'post')).toContain('429');
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods))
        expect(
          Object.keys((operation as { responses: object }).responses),
          `${method} ${path}`,
        ).toContain('401');
  });

  it('has a readable page at /api/docs/ under the app’s own CSP', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Подряд — API');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
  });
});
