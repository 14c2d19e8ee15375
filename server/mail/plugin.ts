import fp from 'fastify-plugin';
import { createMailer } from './mailer';

/** Outgoing mail: through the outbox, sent by SMTP when configured, else printed to the log. */
export const mailerPlugin = fp(
  (app, _options, done) => {
    const mailer = createMailer({
      db: app.db.db,
      log: app.log,
      smtpUrl: app.config.smtpUrl,
      publicUrl: app.config.publicUrl,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
    done();
  },
  { name: 'mailer', dependencies: ['db'] },
);
