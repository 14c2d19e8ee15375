import fp from 'fastify-plugin';
import { createMailer } from './mailer';

/**
 * Outgoing mail: through the outbox, sent by SMTP when configured, else printed — a line with its links on
 * stdout at any LOG_LEVEL but `silent` (the tests'), and the whole text in the log at `info`.
 */
export const mailerPlugin = fp(
  (app, _options, done) => {
    const mailer = createMailer({
      db: app.db.db,
      log: app.log,
      smtpUrl: app.config.smtpUrl,
      publicUrl: app.config.publicUrl,
      print:
        app.config.logLevel === 'silent' ? undefined : (line) => void process.stdout.write(line),
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
    done();
  },
  { name: 'mailer', dependencies: ['db'] },
);
