import { BUILD_INFO_PATH, type BuildInfo } from '../../../contract/worker-protocol';

// Set by vite.config.ts (`define`); absent under Vitest, where the app is not a build.
declare const __BUILD_ID__: string | undefined;

/** This build's id: the env var BUILD_ID at build time, else the build's time and git commit. */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

/** The id of the newest build on the server, or null when it cannot be told (offline, dev server). */
export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const response = await fetch(BUILD_INFO_PATH, { cache: 'no-store' });
    if (!response.ok) return null;
    const info = (await response.json()) as Partial<BuildInfo>;
    return typeof info.buildId === 'string' ? info.buildId : null;
  } catch {
    return null;
  }
}

/** True when the server has a build other than the one running here. */
export async function isNewerBuildAvailable(): Promise<boolean> {
  const latest = await fetchLatestBuildId();
  return latest !== null && latest !== BUILD_ID;
}
