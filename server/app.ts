import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { configureZodRussian } from '../contract/zod-ru';
import type { Clock } from './app-context';
import type { Config } from './config';
import { databasePlugin } from './db/plugin';
import { registerCompression } from './http/compression';
import { registerDrfConventions } from './http/conventions';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security';
import { registerRequestId, requestIdMixin, requestIdOf } from './http/request-id';
import { hasBuiltApp, registerStaticApp } from './http/static-app';
import { mailerPlugin } from './mail/plugin';
import { createSite, siteFromBuild, type SiteBuild } from './pages/site';
import { authentication } from './modules/auth';
import { rankingPlugin } from './modules/matching';
import { registerModules } from './modules';
import { seedDemoLogos } from './modules/materials';
import { notificationSocket } from './modules/notification';
import { closeSocketsForRestart, registerHealthRoutes, registerMetrics } from './ops';
import { realtimePlugin } from './realtime';
import { socketErrorHandler } from './realtime/socket-errors';
import { secretsPlugin } from './security/secrets';
import { fastifyTrustProxy } from './security/trust-proxy';
import { mediaPlugin, registerMediaRoutes } from './storage';

const BODY_LIMIT_BYTES = 1024 * 1024;
/** A socket command is a short JSON object: anything larger is refused by the socket itself. */
const SOCKET_MESSAGE_LIMIT_BYTES = 4 * 1024;
const PLUGIN_TIMEOUT_MS = 120_000;

export type BuildOptions = {
  /** The renderer of the public pages and its template; default: the built app's (`STATIC_DIR/ssr/`). */
  site?: SiteBuild;
  /** What «now» is for the rules that read the date (a year not in the future); default: the real time. */
  clock?: Clock;
  /** Where the log's JSON lines go; default: standard output (a test reads what was logged). */
  logStream?: { write: (line: string) => void };
};

/**
 * Builds the whole server: API, the public pages rendered on the server, the built app with its shell for
 * every other page, DRF error conventions. Tests call it and use `inject`.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  configureZodRussian();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Every line logged while a request runs names it, `app.log`'s included.
      mixin: requestIdMixin,
      ...(options.logStream && { stream: options.logStream }),
    },
    // X-Request-Id: a balancer's or client's id when sane, else a new one; echoed on every answer.
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
    // Behind a proxy, request.ip is the client's (X-Forwarded-For), so per-address limits tell clients apart.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The first start creates, migrates and seeds the embedded database: far over Fastify's 10 s on a busy
    // machine. A plugin that truly hangs is still stopped.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  });
  try {
    registerRequestId(app);
    app.decorate('config', config);
    app.decorate('clock', options.clock ?? (() => new Date()));
    await app.register(databasePlugin, { config });
    await app.register(secretsPlugin);
    await app.register(mailerPlugin);
    await app.register(mediaPlugin, { config });
    await app.register(realtimePlugin);
    await app.register(rankingPlugin);
    // After the database's seed: the logos are files in the media storage, not rows alone.
    if (config.seedDemo && config.demoLogos) await seedDemoLogos(app);

    const spa = config.staticDir !== undefined && hasBuiltApp(config.staticDir);
    const build = options.site ?? (spa ? await siteFromBuild(config.staticDir!) : undefined);
    const site = build && createSite(app, build);
    await registerCompression(app);
    await registerDrfConventions(app, { spa, servePage: site?.servePage });
    // Its timing hook before the modules' routes; its route and the health routes after the error handler.
    registerMetrics(app);
    registerHealthRoutes(app);
    registerSecurityHeaders(app, config);
    await registerOpenApi(app);
    await app.register(authentication);
    await app.register(websocket, {
      options: { maxPayload: SOCKET_MESSAGE_LIMIT_BYTES },
      errorHandler: socketErrorHandler,
      // On shutdown every socket hears 1012 (service restart): the app reconnects, to another process.
      preClose: closeSocketsForRestart,
    });
    await registerModules(app);
    await app.register(notificationSocket);
    registerMediaRoutes(app);
    site?.registerRoutes(app);

    if (spa) await registerStaticApp(app, config.staticDir!, config.keptBuildsDir);
    else if (config.staticDir) app.log.warn('no built app in STATIC_DIR: run `npm run build`');
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
