import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The "next" production build the deploy journeys switch to (e2e/pwa-update.spec.ts, e2e/pwa-deploy.spec.ts):
// made once per run by whichever of them needs it first, the other waiting for it — a build is a minute and a
// half of both cores. Its place and id are decided in the runner process (the config imports this file) and
// handed to the workers through the environment they inherit, as the mail sink's are (mail-config.ts).
process.env.E2E_NEXT_BUILD_DIR ??= path.join(tmpdir(), `podryad-e2e-next-${process.pid}`);
process.env.E2E_NEXT_BUILD_ID ??= `e2e-next-${Date.now()}`;

export const nextBuildPlace = {
  dir: process.env.E2E_NEXT_BUILD_DIR,
  buildId: process.env.E2E_NEXT_BUILD_ID,
};

const lock = `${nextBuildPlace.dir}.lock`;
const done = `${nextBuildPlace.dir}.done`;
const failed = `${nextBuildPlace.dir}.failed`;
/** A production build on a busy machine: the specs allow for it in their beforeAll. */
export const NEXT_BUILD_TIMEOUT_MS = 240_000;

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * The run's next build, made by `build(dir, buildId)` in the first worker to ask; a later one waits for it.
 * Read-only for its users: copy it before serving or changing it.
 */
export async function sharedNextBuild(
  build: (dir: string, buildId: string) => Promise<void>,
): Promise<typeof nextBuildPlace> {
  // `mkdir` without `recursive` is atomic: exactly one worker creates the lock.
  const first = await mkdir(lock).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );
  if (first) {
    try {
      await build(nextBuildPlace.dir, nextBuildPlace.buildId);
      await writeFile(done, '');
    } catch (error) {
      await writeFile(failed, String(error));
      throw error;
    }
    return nextBuildPlace;
  }
  const deadline = Date.now() + NEXT_BUILD_TIMEOUT_MS;
  for (;;) {
    if (await exists(done)) return nextBuildPlace;
    if (await exists(failed))
      throw new Error(`the next build failed:\n${await readFile(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error('the next build did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Removes the run's next build and its markers (global teardown). */
export const removeNextBuild = () =>
  Promise.all(
    [nextBuildPlace.dir, lock, done, failed].map((file) =>
      rm(file, { recursive: true, force: true }),
    ),
  );
