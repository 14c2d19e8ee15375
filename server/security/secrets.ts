import fp from 'fastify-plugin';
import { generateSecret, getOrCreateSetting, JWT_SECRET_KEY } from '../db/settings';

/** JWT_SECRET, or the key generated on the first start and kept in the database for every process. */
export const secretsPlugin = fp(
  async (app) => {
    const jwt =
      app.config.jwtSecret ?? (await getOrCreateSetting(app.db.db, JWT_SECRET_KEY, generateSecret));
    app.decorate('secrets', { jwt });
  },
  { name: 'secrets', dependencies: ['db'] },
);
