import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The server's database folder and the next build (next-build.ts) with its markers, by their runner's pid.
const E2E_DATA = /^podryad-e2e-(?:next-)?(\d+)(?:\.(?:lock|done|failed))?$/;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** What each earlier run left in the temp folder (see E2E_DATA), once its run has ended. */
export async function removeStaleDataDirs(): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    const pid = Number(E2E_DATA.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isAlive(pid)) {
      await rm(path.join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}
