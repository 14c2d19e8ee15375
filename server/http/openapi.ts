import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_PATH } from '../../contract/api-paths';
import { errorDetail, validationErrors } from '../../contract/drf';
import { accessRuleOf, OPERATOR_RULE } from './access-rule';

const OPENAPI_PATH = '/api/schema/';
const API_DOCS_PATH = '/api/docs';

/** The routes a partner calls: `/{app}/api/…`; not the schema and docs themselves, nor the app's files. */
const isDocumented = (url: string) => API_PATH.test(url) && !url.startsWith('/api/');

const badRequest = validationErrors.or(errorDetail);

interface RouteFacts {
  method: string | string[];
  schema?: { params?: unknown; querystring?: unknown; body?: unknown; errors?: readonly number[] };
  preHandler?: unknown;
  preValidation?: unknown;
  config?: { idempotent?: true };
}

/**
 * The error answers a route can give, derived from what it is, in one place (the API document lists them and
 * the OpenAPI fuzz test fails on an answer outside them): every API request may carry a bad token (401); a
 * body or a query is validated (400, DRF field errors); a write may be too large (413) or of another media
 * type (415); an access rule needs a login (401) and may refuse the caller (403); a path parameter or a page
 * may name nothing (404), or be too long (414); a rate-limited route (a `preValidation` hook) answers 429.
 * An idempotent route (`config.idempotent`) adds 409 and 422. A route adds its own (a 404 without a path parameter, a 409) in `errors` of its contract entry.
 */
export function errorResponses(route: RouteFacts): Record<number, z.ZodType> {
  const methods = ([] as string[]).concat(route.method);
  const writes = methods.some((m) => m !== 'GET' && m !== 'HEAD');
  const query = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  const statuses = new Set<number>([401]);
  if (route.schema?.body || query) statuses.add(400);
  if (writes) statuses.add(400).add(413).add(415);
  if (accessRuleOf(route.preHandler)) statuses.add(403);
  if (route.schema?.params || query?.shape?.page) statuses.add(404);
  if (route.schema?.params) statuses.add(414); // a path parameter past Fastify's maxParamLength
  for (const status of route.schema?.errors ?? []) statuses.add(status); // the route's own
  if (route.preValidation) statuses.add(429);
  if (route.config?.idempotent) statuses.add(409).add(422); // Idempotency-Key: running, or reused
  return Object.fromEntries(
    // A 400 is DRF's field errors, or `{"detail"}` for a body that is not JSON at all.
    [...statuses].map((status) => [status, status === 400 ? badRequest : errorDetail]),
  );
}

/**
 * The API described as OpenAPI 3.1 from the routes' own zod schemas (as drf-spectacular does for Django):
 * the document at `/api/schema/`, a readable page at `/api/docs/`. Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Подряд API',
        version: '1',
        description:
          'API маркетплейса «Подряд» в соглашениях Django REST Framework: страницы ' +
          '`{count, next, previous, results}`, ошибки `{"detail"}` и `{"поле": ["сообщение"]}`, ' +
          'вход по JWT (djoser и simplejwt).',
      },
      components: {
        securitySchemes: {
          jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          operator: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: '`Operator <токен>`: OPERATOR_TOKEN или DATA_DIR/operator-token',
          },
        },
      },
    },
    transform: (input) => {
      if (!isDocumented(input.url))
        return { schema: { ...input.schema, hide: true }, url: input.url };
      const response = {
        ...errorResponses(input.route),
        ...(input.schema.response as object | undefined),
      };
      // `errors` is ours (the route's extra error statuses), not a JSON Schema keyword.
      const routeSchema: Record<string, unknown> = { ...input.schema, response };
      delete routeSchema.errors;
      const { schema, url } = jsonSchemaTransform({ ...input, schema: routeSchema });
      const rule = accessRuleOf(input.route.preHandler);
      const scheme = rule === OPERATOR_RULE ? 'operator' : 'jwt';
      const documented: FastifySchema & Record<string, unknown> = {
        ...schema,
        tags: [url.split('/')[1]!],
        ...(rule ? { security: [{ [scheme]: [] }] } : {}),
      };
      return { schema: documented, url };
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: 'Подряд — API' },
    // Served under the app's own strict CSP: the page ships no inline script.
    staticCSP: false,
  });
}
