import { isNewerBuildAvailable } from './build-info';
import { createReloadGuard, type ReloadGuard } from './reload-guard';
import { hasUnsavedChanges } from './unsaved-changes';
import { serviceWorkerContainer } from './worker-container';
import { takeOverWithNewWorker } from './worker-takeover';

// A lazy chunk that fails to load (a route's code, or a preload Vite reports as `vite:preloadError`) usually
// means a new build replaced it. Then one reload gets the new build — after the new worker took over, else
// the old one would answer with the old shell again —; the guard stops a reload loop.

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/** The URL of the chunk named in the error message (Chromium, Firefox and Vite name it; Safari does not). */
export function chunkUrlOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /((?:https?:\/\/[^\s'"]+)?\/[^\s'"]*\.(?:m?js|css))/.exec(error.message);
  return match?.[1] ?? null;
}

/** The chunk is gone from the server (404), not just unreachable: offline is no reason to reload. */
async function isChunkGone(url: string | null): Promise<boolean> {
  if (!url) return false;
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}

export type ChunkRecoveryDeps = {
  guard: ReloadGuard;
  reload: () => void;
  newerBuild: () => Promise<boolean>;
  chunkGone: (url: string | null) => Promise<boolean>;
  unsavedChanges: () => boolean;
  /** The new build's worker takes over the page (bounded wait; worker-takeover.ts). */
  takeOver: () => Promise<unknown>;
};

const defaultDeps = (): ChunkRecoveryDeps => ({
  guard: createReloadGuard(),
  reload: () => window.location.reload(),
  newerBuild: isNewerBuildAvailable,
  chunkGone: isChunkGone,
  unsavedChanges: hasUnsavedChanges,
  takeOver: () => takeOverWithNewWorker(serviceWorkerContainer()),
});

/**
 * Reloads the page once when a newer build exists or the chunk is gone, unless the guard holds (a reload
 * in the last 10 s) or a form has unsaved input; first the new worker takes over, so the reload lands on
 * the new build. The guard is claimed after that wait, just before the reload: a chunk still missing then
 * is no loop. Resolves true when a reload is under way (show a loader), false when the caller should show
 * the error.
 */
export async function reloadForChunkError(
  error: unknown,
  deps: ChunkRecoveryDeps = defaultDeps(),
): Promise<boolean> {
  if (!isChunkLoadError(error) || deps.unsavedChanges() || !deps.guard.canReload()) return false;
  const [newer, gone] = await Promise.all([deps.newerBuild(), deps.chunkGone(chunkUrlOf(error))]);
  if (!(newer || gone) || deps.unsavedChanges()) return false;
  await deps.takeOver();
  if (deps.unsavedChanges() || !deps.guard.claim()) return false;
  deps.reload();
  return true;
}

let pending: Promise<boolean> | null = null;
let reloading = false;
/**
 * The app's entry for both paths (route error boundary and `vite:preloadError`): the same failure reported
 * twice is handled once, and nothing shows the error page while the reload is under way.
 */
export function recoverFromChunkError(error: unknown): Promise<boolean> {
  if (reloading) return Promise.resolve(true);
  pending ??= reloadForChunkError(error)
    .then((reload) => (reloading = reload))
    .finally(() => {
      pending = null;
    });
  return pending;
}
