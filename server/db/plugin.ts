import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase } from './client';
import { seedDatabase } from './seed';

/** The database: opened and migrated, seeded once, closed with the server. */
export const databasePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const database = await openDatabase(config.database);
    app.decorate('db', database);
    app.addHook('onClose', () => database.close());
    await seedDatabase(database.db, {
      demo: config.seedDemo,
      passwordHashLog2N: config.passwordHashLog2N,
      now: app.clock(),
    });
  },
  { name: 'db' },
);
