import Fastify, { type FastifyInstance } from 'fastify';
import { configureZodRussian } from '../contract/zod-ru';
import type { Config } from './config';
import { databasePlugin } from './db/plugin';
import { registerDrfConventions } from './http/conventions';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security';
import { hasBuiltApp, registerStaticApp } from './http/static-app';
import { mailerPlugin } from './mail/plugin';
import { authentication } from './modules/auth';
import { registerModules } from './modules';
import { secretsPlugin } from './security/secrets';

const BODY_LIMIT_BYTES = 1024 * 1024;
const PLUGIN_TIMEOUT_MS = 120_000;

/** Builds the whole server: API, SPA with fallback, DRF error conventions. Tests call it and use `inject`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  configureZodRussian();
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
    // The first start creates, migrates and seeds the embedded database: far over Fastify's 10 s on a busy
    // machine. A plugin that truly hangs is still stopped.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  });
  try {
    app.decorate('config', config);
    await app.register(databasePlugin, { config });
    await app.register(secretsPlugin);
    await app.register(mailerPlugin);

    const spa = config.staticDir !== undefined && hasBuiltApp(config.staticDir);
    await registerDrfConventions(app, { spa });
    await registerSecurityHeaders(app, config);
    await registerOpenApi(app);
    await app.register(authentication);
    await registerModules(app);

    if (spa) await registerStaticApp(app, config.staticDir!);
    else if (config.staticDir) app.log.warn('no built app in STATIC_DIR: run `npm run build`');
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
