import webpush from 'web-push';
import fp from 'fastify-plugin';
import type { VapidKeys } from '../config';
import { loadOperatorToken } from './operator-token';
import { generateSecret, getOrCreateSetting, JWT_SECRET_KEY, VAPID_KEYS_KEY } from '../db/settings';

const generateVapidKeys = () => JSON.stringify(webpush.generateVAPIDKeys());

/**
 * JWT_SECRET and the VAPID key pair, or the keys generated on the first start and kept in the database for
 * every process (a new VAPID key would orphan every browser's subscription).
 */
export const secretsPlugin = fp(
  async (app) => {
    const db = app.db.db;
    const jwt =
      app.config.jwtSecret ?? (await getOrCreateSetting(db, JWT_SECRET_KEY, generateSecret));
    const vapid =
      app.config.vapidKeys ??
      (JSON.parse(await getOrCreateSetting(db, VAPID_KEYS_KEY, generateVapidKeys)) as VapidKeys);
    const operator = await loadOperatorToken(app.config);
    app.decorate('secrets', { jwt, vapid, operator });
  },
  { name: 'secrets', dependencies: ['db'] },
);
