import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureZodRussian } from '../../contract/zod-ru';
import { registerDrfConventions } from '../../server/http/conventions';
import { typed } from '../../server/http/route-kit';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The conventions every route gets, checked on routes that need a body (the reference API has none yet).
let app: FastifyInstance;
beforeAll(async () => {
  configureZodRussian();
  app = Fastify({ logger: false });
  await registerDrfConventions(app, { spa: false });
  const body = z
    .object({
      name: z.string().min(2),
      staff: z.number().int().positive(),
      tags: z.array(z.string()).optional(),
    })
    .strict();
  typed(app).post('/test/api/v1/things/', { schema: { body } }, (request, reply) =>
    reply.code(201).send(request.body),
  );
  app.get('/test/api/v1/boom/', () => {
    throw new Error('password=hunter2 at /srv/secret.ts:12');
  });
  app.get(
    '/test/api/v1/limited/',
    { config: { rateLimit: { max: 1, timeWindow: 60_000 } } },
    () => ({
      ok: true,
    }),
  );
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: unknown, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/test/api/v1/things/',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('validation errors (DRF shape, Russian)', () => {
  it('accepts a valid body', async () => {
    const res = await post({ name: 'Агентство', staff: 5 });
    expect(res.statusCode).toBe(201);
  });

  it('names each bad field with its messages', async () => {
    const res = await post({ name: 'А', staff: 'много' });
    expect(res.statusCode).toBe(400);
    const body = res.json<Record<string, string[]>>();
    expect(Object.keys(body).sort()).toEqual(['name', 'staff']);
    expect(body.name![0]).toMatch(/[А-Яа-я]/);
    expect(body.staff![0]).toMatch(/[А-Яа-я]/);
  });

  it('a missing field is «Обязательное поле.»', async () => {
    const res = await post({ name: 'Агентство' });
    expect(res.json()).toEqual({ staff: ['Обязательное поле.'] });
  });

  it('rejects unknown fields', async () => {
    const res = await post({ name: 'Агентство', staff: 5, is_admin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ is_admin: ['Неизвестное поле.'] });
  });

  it('nested errors get a dotted path', async () => {
    const res = await post({ name: 'Агентство', staff: 5, tags: ['ok', 7] });
    expect(Object.keys(res.json<object>())).toEqual(['tags.1']);
  });

  it('a body that is not an object is a non_field_errors error', async () => {
    const res = await post([1, 2]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Недопустимые данные. Ожидался объект.'] });
  });

  it('malformed JSON is a 400 with a detail', async () => {
    const res = await post('{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Неверный JSON в теле запроса.' });
  });

  it('an unsupported content type is a 415', async () => {
    const res = await post('name=x', 'text/csv');
    expect(res.statusCode).toBe(415);
    expect(res.json<{ detail: string }>().detail).toBe(
      'Неподдерживаемый тип данных "text/csv" в запросе.',
    );
  });
});

describe('other errors', () => {
  it('a wrong method is a 405 with Allow', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/test/api/v1/things/' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toEqual({ detail: 'Метод «DELETE» не разрешён.' });
  });

  it('a 5xx never leaks internals', async () => {
    const res = await app.inject('/test/api/v1/boom/');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/hunter2|secret|\.ts/);
    expect(res.json<{ detail: string }>().detail).toMatch(/[А-Яа-я]/);
  });

  it('a rate limit is a 429 with a detail and Retry-After', async () => {
    expect((await app.inject('/test/api/v1/limited/')).statusCode).toBe(200);
    const res = await app.inject('/test/api/v1/limited/');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json<{ detail: string }>().detail).toMatch(/^Запрос был проигнорирован/);
  });
});

describe('pagination on the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject(url);

  it('pages hold 20 by default and link to the next page with absolute URLs', async () => {
    const res = await get('/location/api/v1/cities/');
    const body = res.json<{ count: number; next: string; previous: null; results: unknown[] }>();
    expect(body.results).toHaveLength(20);
    expect(body.count).toBeGreaterThan(20);
    expect(body.previous).toBeNull();
    expect(body.next).toBe('http://localhost/location/api/v1/cities/?page=2');
  });

  it('page_size is honoured up to 100, and a bad one falls back to 20', async () => {
    const big = await get('/location/api/v1/cities/?page_size=500');
    const bigBody = big.json<{ count: number; results: unknown[] }>();
    expect(bigBody.results).toHaveLength(Math.min(100, bigBody.count));
    const five = await get('/location/api/v1/cities/?page_size=5&page=2');
    const fiveBody = five.json<{ results: { id: number }[]; previous: string }>();
    expect(fiveBody.results).toHaveLength(5);
    expect(fiveBody.previous).toBe('http://localhost/location/api/v1/cities/?page_size=5');
    const bad = await get('/location/api/v1/cities/?page_size=abc');
    expect(bad.json<{ results: unknown[] }>().results).toHaveLength(20);
  });

  it('the last page has no next; a bad or past-the-end page is a 404', async () => {
    const first = await get('/location/api/v1/cities/?page_size=30');
    const count = first.json<{ count: number }>().count;
    const lastPage = Math.ceil(count / 30);
    const last = await get(`/location/api/v1/cities/?page_size=30&page=${lastPage}`);
    expect(last.json<{ next: null }>().next).toBeNull();
    for (const page of [String(lastPage + 1), '0', '-1', 'abc', '1.5']) {
      const res = await get(`/location/api/v1/cities/?page_size=30&page=${page}`);
      expect(res.statusCode, `page=${page}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'Неверная страница.' });
    }
  });

  it('an unknown API path is a JSON 404; a known one with another method a 405', async () => {
    const unknown = await get('/faq/api/v1/nothing-here/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/application\/json/);
    expect(unknown.json()).toEqual({ detail: 'Не найдено.' });
    const put = await t.app.inject({ method: 'PUT', url: '/faq/api/v1/faqs/1/' });
    expect(put.statusCode).toBe(405);
  });
});

describe('body size', () => {
  it('a body over the limit is a 413 with a detail', async () => {
    const res = await post({ name: 'x'.repeat(2 * 1024 * 1024), staff: 1 });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Слишком большой запрос.' });
  });
});
