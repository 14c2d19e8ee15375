import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { configureZodRussian } from '../contract/zod-ru';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDatabase } from './db/seed';
import { generateSecret, getOrCreateSetting, JWT_SECRET_KEY } from './db/settings';
import { contentSecurityPolicy } from './http/security';
import { hasBuiltApp, registerStaticApp } from './http/static-app';
import { registerDrfConventions } from './http/conventions';
import { createMailer } from './mail/mailer';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { employeesRoutes } from './modules/accounts/employees.routes';
import { authJwtRoutes } from './modules/auth/jwt.routes';
import { registerAuthentication } from './modules/auth/authenticate';
import { authUsersRoutes } from './modules/auth/users.routes';
import { companyRoutes } from './modules/company/company.routes';
import { contractorRoutes } from './modules/contractor/contractor.routes';
import { faqRoutes } from './modules/faq/routes';
import { accountsReferenceRoutes } from './modules/reference/accounts.routes';
import { catalogRoutes } from './modules/reference/catalog.routes';
import { industryRoutes } from './modules/reference/industry.routes';
import { locationRoutes } from './modules/reference/location.routes';
import { servicesReferenceRoutes } from './modules/reference/services.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** HMAC key for JWTs: JWT_SECRET, or generated once and kept in the database for every process. */
    jwtSecret: string;
  }
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole server: API, SPA with fallback, DRF error conventions. Tests call it and use `inject`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  configureZodRussian();
  const database = await openDatabase(config.database);
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
  });
  try {
    app.decorate('config', config);
    app.decorate('db', database);
    app.addHook('onClose', () => database.close());

    await seedDatabase(database.db, {
      demo: config.seedDemo,
      passwordHashLog2N: config.passwordHashLog2N,
    });
    app.decorate(
      'jwtSecret',
      config.jwtSecret ?? (await getOrCreateSetting(database.db, JWT_SECRET_KEY, generateSecret)),
    );

    app.decorate(
      'mailer',
      createMailer({
        db: database.db,
        log: app.log,
        smtpUrl: config.smtpUrl,
        publicUrl: config.publicUrl,
      }),
    );

    const spa = config.staticDir !== undefined && hasBuiltApp(config.staticDir);
    await registerDrfConventions(app, { spa });
    await app.register(helmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
    registerAuthentication(app);

    accountsReferenceRoutes(app);
    servicesReferenceRoutes(app);
    locationRoutes(app);
    industryRoutes(app);
    catalogRoutes(app);
    faqRoutes(app);
    authUsersRoutes(app);
    authJwtRoutes(app);
    accountsRoutes(app);
    employeesRoutes(app);
    companyRoutes(app);
    contractorRoutes(app);

    if (spa) await registerStaticApp(app, config.staticDir!);
    else if (config.staticDir) app.log.warn('no built app in STATIC_DIR: run `npm run build`');
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
