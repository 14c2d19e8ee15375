import fc from 'fast-check';
import { sample } from 'openapi-sampler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { login, type Method } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Fuzzing from the API's own document: every operation of /api/schema/, with a valid request generated from
// its JSON Schema (openapi-sampler) and broken ones (fast-check mutations of it, seeded), as no one, a client
// and an agency's leader. No answer may be a 5xx, and every answer's status is one the operation documents
// (errors derived in server/http/openapi.ts). DELETEs run last, so they do not take away what others use.

const SEED = Number(process.env.FUZZ_SEED ?? 27);
const BROKEN_PER_OPERATION = 3;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: object;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, unknown>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Doc;
const tokens: Record<string, string | undefined> = { nobody: undefined };
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject('/api/schema/')).json<Doc>();
  tokens.client = (await login(t.app, DEMO_ACCOUNTS[0].email)).access;
  tokens.leader = (await login(t.app, DEMO_ACCOUNTS[1].email)).access;
}, 180_000); // a hang guard: the app and three logins on a busy machine
afterAll(() => t?.close());

/** What breaks a value: wrong types, NUL, bidi marks, ids past int4, huge and empty texts. */
const brokenValue = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u202Eevil',
    '2147483648',
    '9999999999',
    -1,
    0,
    2147483648,
    1e308,
    '',
    'x'.repeat(5000),
    null,
    true,
    [],
    {},
  ),
  fc.string(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A copy of `value` with one leaf (or the whole) replaced. */
function mutate(value: unknown, replacement: unknown, pick: number): unknown {
  if (value === null || typeof value !== 'object') return replacement;
  const keys = Object.keys(value);
  if (keys.length === 0 || pick % 7 === 0) return replacement;
  const key = keys[pick % keys.length]!;
  const copy: Record<string, unknown> = Array.isArray(value)
    ? { ...value }
    : { ...(value as Record<string, unknown>) };
  copy[key] = mutate(copy[key], replacement, Math.floor(pick / keys.length));
  return Array.isArray(value) ? Object.values(copy) : copy;
}

interface Request {
  method: Method;
  url: string;
  body?: unknown;
}

function requestsOf(path: string, method: string, operation: Operation, seed: number): Request[] {
  const params = operation.parameters ?? [];
  const valid: Record<string, unknown> = {};
  for (const p of params)
    valid[p.name] = p.in === 'path' ? 1 : sample(p.schema, { skipReadOnly: true }, doc);
  const jsonBody = operation.requestBody?.content['application/json']?.schema;
  const body = jsonBody ? sample(jsonBody, { skipReadOnly: true }, doc) : undefined;

  const build = (values: Record<string, unknown>, sent: unknown): Request => {
    let url = path;
    const query = new URLSearchParams();
    for (const p of params) {
      const v = values[p.name];
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(text));
      else if (v !== undefined) query.set(p.name, text);
    }
    const search = query.toString();
    return {
      method: method.toUpperCase() as Method,
      url: search ? `${url}?${search}` : url,
      body: sent,
    };
  };
  const broken = fc.sample(fc.tuple(brokenValue, fc.nat(), fc.boolean()), {
    seed,
    numRuns: BROKEN_PER_OPERATION,
  });
  return [
    build(valid, body),
    ...broken.map(([value, pick, inBody]) =>
      jsonBody && inBody
        ? build(valid, mutate(body, value, pick))
        : build(
            params.length ? { ...valid, [params[pick % params.length]!.name]: value } : valid,
            body,
          ),
    ),
  ];
}

describe('the API under generated requests', () => {
  it('never answers 5xx, and answers only statuses its document lists', async () => {
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      )
      .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
    expect(operations.length).toBeGreaterThan(100);

    const seen: Record<number, number> = {};
    const failures: string[] = [];
    let n = 0;
    for (const { path, method, operation } of operations) {
      for (const [who, token] of Object.entries(tokens)) {
        for (const request of requestsOf(path, method, operation, SEED + n++)) {
          const res = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: {
              ...(token && { authorization: `Bearer ${token}` }),
              ...(request.body !== undefined && { 'content-type': 'application/json' }),
            },
            ...(request.body !== undefined && { payload: JSON.stringify(request.body) }),
          });
          const status = res.statusCode;
          seen[status] = (seen[status] ?? 0) + 1;
          const documented = status < 300 || String(status) in operation.responses;
          if (status >= 500 || !documented)
            failures.push(
              `${status} ${request.method} ${request.url} as ${who}` +
                ` ${JSON.stringify(request.body)?.slice(0, 300)} → ${res.body.slice(0, 300)}`,
            );
        }
      }
    }
    console.info(
      `fuzz (seed ${SEED}): ${Object.values(seen).reduce((a, b) => a + b, 0)} requests,` +
        ` statuses ${JSON.stringify(seen)}`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
