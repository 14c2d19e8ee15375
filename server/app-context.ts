import type { Config, VapidKeys } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { MediaStorage } from './storage';

/** Keys generated on first start and kept in the database (or set by the environment), shared by every process. */
export interface Secrets {
  /** HMAC key of the JWTs. */
  jwt: string;
  /** The Web Push key pair: browsers subscribe with its public half, every push is signed with the private. */
  vapid: VapidKeys;
  /** The operator's token (`Authorization: Operator <token>`): OPERATOR_TOKEN or DATA_DIR/operator-token. */
  operator: string;
}

/** The server's «now»: the real time, or a test's fixed moment (`buildApp(config, { clock })`). */
export type Clock = () => Date;

/**
 * What the services need from the running server. The Fastify instance is one (its plugins decorate it with
 * these); code that runs without a request — the notification socket, the seed, a script — passes the same.
 */
export interface AppContext {
  config: Config;
  db: Database;
  secrets: Secrets;
  mailer: Mailer;
  clock: Clock;
  media: MediaStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Set by the `db` plugin. */
    db: Database;
    /** Set by the `secrets` plugin. */
    secrets: Secrets;
    /** Set by the `mailer` plugin. */
    mailer: Mailer;
    clock: Clock;
    /** Set by the `media` plugin: where uploads are kept. */
    media: MediaStorage;
  }
}
