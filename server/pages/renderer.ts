import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildManifest, PageRendererModule, PublicApi } from '../../contract/pages';

// The renderer of the public pages is the app's own code, built by `vite build --ssr` into
// `STATIC_DIR/ssr/entry-server.js` (the server never imports src/). Loaded once per process.

export const RENDERER_FILE = path.join('ssr', 'entry-server.js');
export const MANIFEST_FILE = path.join('.vite', 'manifest.json');

export const hasRenderer = (staticDir: string) =>
  existsSync(path.join(path.resolve(staticDir), RENDERER_FILE));

/** The renderer's module from a build, and the build's manifest (which files each page needs). */
export async function loadRenderer(
  staticDir: string,
): Promise<{ module: PageRendererModule; manifest: BuildManifest | undefined }> {
  const root = path.resolve(staticDir);
  const module = (await import(
    pathToFileURL(path.join(root, RENDERER_FILE)).href
  )) as PageRendererModule;
  const manifestPath = path.join(root, MANIFEST_FILE);
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(await readFile(manifestPath, 'utf8')) as BuildManifest)
    : undefined;
  return { module, manifest };
}

/**
 * The app's HTTP client holds one answering function per process (module state of the renderer's bundle),
 * while tests and the bench run several servers in one process: each render runs inside its server's API.
 */
const currentApi = new AsyncLocalStorage<PublicApi>();

export const processApi: PublicApi = (endpoint, request) => {
  const api = currentApi.getStore();
  if (!api) return Promise.reject(new Error('a public API call outside a page render'));
  return api(endpoint, request);
};

export const withApi = <T>(api: PublicApi, run: () => Promise<T>): Promise<T> =>
  currentApi.run(api, run);
