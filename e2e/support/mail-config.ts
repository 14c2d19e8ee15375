import { tmpdir } from 'node:os';
import path from 'node:path';

// Where the mail sink listens and writes. Decided once in the runner process (the config is read there
// first) and handed to the workers through the environment they inherit.
process.env.E2E_SMTP_PORT ??= String(Number(process.env.E2E_PORT ?? 4173) + 1852); // 6025 by default
process.env.E2E_MAIL_DIR ??= path.join(tmpdir(), `podryad-e2e-mail-${process.pid}`);

export const e2eMail = {
  port: Number(process.env.E2E_SMTP_PORT),
  dir: process.env.E2E_MAIL_DIR,
  smtpUrl: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
};
