import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PATH } from '../../contract/api-paths';
import { accessRuleOf, OPERATOR_RULE } from './access-rule';

const OPENAPI_PATH = '/api/schema/';
const API_DOCS_PATH = '/api/docs';

/** The routes a partner calls: `/{app}/api/…`; not the schema and docs themselves, nor the app's files. */
const isDocumented = (url: string) => API_PATH.test(url) && !url.startsWith('/api/');

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
      const { schema, url } = jsonSchemaTransform(input);
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
