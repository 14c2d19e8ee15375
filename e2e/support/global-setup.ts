import { rm } from 'node:fs/promises';
import { e2eMail } from './mail-config';
import { startMailSink } from './mail-sink';

/** Starts the mail sink the API server's SMTP_URL points at (playwright.config.ts); stops it afterwards. */
export default async function globalSetup() {
  await rm(e2eMail.dir, { recursive: true, force: true });
  const stop = await startMailSink(e2eMail);
  return async () => {
    await stop();
    await rm(e2eMail.dir, { recursive: true, force: true });
  };
}
