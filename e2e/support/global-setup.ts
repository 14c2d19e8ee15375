import { rm } from 'node:fs/promises';
import { e2eMail } from './mail-config';
import { startMailSink } from './mail-sink';
import { removeNextBuild } from './next-build';
import { removeStaleDataDirs } from './stale-data';

/**
 * Starts the mail sink the API server's SMTP_URL points at (playwright.config.ts), stops it afterwards, and
 * clears the databases earlier runs left in the temp folder; removes the run's next build (next-build.ts).
 */
export default async function globalSetup() {
  await removeStaleDataDirs();
  await rm(e2eMail.dir, { recursive: true, force: true });
  const stop = await startMailSink(e2eMail);
  return async () => {
    await stop();
    await rm(e2eMail.dir, { recursive: true, force: true });
    await removeNextBuild();
  };
}
