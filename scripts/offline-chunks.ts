import path from 'node:path';
import type { ChunkMetadata, Plugin, Rolldown } from 'vite';
import { AREA_MODULES, SHELL_MODULES } from '../sw/offline-routes';
import type { OfflineArea } from '../contract/worker-protocol';

// What the service worker holds for offline use, decided from the finished bundle: the precached shell
// (the entry with its static imports and CSS, and the SHELL_MODULES' chunks), and per logged-in area the
// URLs the worker fetches once such a user is logged in. Route chunks outside both are cached when used.

/** Import id of the data the worker build receives: `export const AREA_URLS: Record<OfflineArea, string[]>`. */
export const OFFLINE_CHUNKS_MODULE = 'virtual:offline-chunks';
const RESOLVED_ID = `\0${OFFLINE_CHUNKS_MODULE}`;

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;
type OutputAsset = Rolldown.OutputAsset;
type ChunkMeta = { viteMetadata?: ChunkMetadata };
const isChunk = (item: OutputChunk | OutputAsset): item is OutputChunk => item.type === 'chunk';

/** Every file `start` needs: the chunks themselves, their static imports (transitively) and their CSS. */
export function chunkClosure(bundle: OutputBundle, start: OutputChunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    const meta = (chunk as OutputChunk & ChunkMeta).viteMetadata;
    for (const css of meta?.importedCss ?? []) files.add(css);
    for (const asset of meta?.importedAssets ?? []) files.add(asset);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported && isChunk(imported)) visit(imported);
    }
  };
  start.forEach(visit);
  return files;
}

/** The chunk whose entry module is `modulePath` (from the project root); throws when there is none. */
export function chunkOf(bundle: OutputBundle, root: string, modulePath: string): OutputChunk {
  const id = path.resolve(root, modulePath);
  const chunk = Object.values(bundle).find(
    (item): item is OutputChunk => isChunk(item) && item.facadeModuleId === id,
  );
  if (!chunk) throw new Error(`offline chunks: no chunk is built from ${modulePath}`);
  return chunk;
}

export type OfflineChunks = { shell: Set<string>; areas: Record<OfflineArea, string[]> };

export function offlineChunksOf(bundle: OutputBundle, root: string): OfflineChunks {
  const entries = Object.values(bundle).filter(
    (item): item is OutputChunk => isChunk(item) && item.isEntry,
  );
  const shellStart = [...entries, ...SHELL_MODULES.map((m) => chunkOf(bundle, root, m))];
  const shell = chunkClosure(bundle, shellStart);
  const areaUrls = (modules: string[]) =>
    [
      ...chunkClosure(
        bundle,
        modules.map((m) => chunkOf(bundle, root, m)),
      ),
    ]
      .filter((file) => !shell.has(file))
      .sort()
      .map((file) => `/${file}`);
  return {
    shell,
    areas: { client: areaUrls(AREA_MODULES.client), panel: areaUrls(AREA_MODULES.panel) },
  };
}

/** Keeps the precache entries that are not build chunks (index.html, icons) or are in the shell. */
export function shellEntries<E extends { url: string }>(entries: E[], shell: Set<string>): E[] {
  return entries.filter(({ url }) => !url.startsWith('assets/') || shell.has(url));
}

/**
 * `plugin` reads the app bundle; `manifestTransform` (vite-plugin-pwa injectManifest.manifestTransforms)
 * cuts the precache list to the shell; `workerPlugin` (injectManifest.buildPlugins.vite) gives the worker
 * the area URLs as a module.
 */
export function offlineChunks() {
  let root = process.cwd();
  let result: OfflineChunks | undefined;
  const built = () => {
    if (!result) throw new Error('offline chunks: the app bundle was not read');
    return result;
  };

  const plugin: Plugin = {
    name: 'podryad-offline-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      result = offlineChunksOf(bundle, root);
    },
  };

  const manifestTransform = <E extends { url: string; size: number }>(entries: E[]) => {
    const manifest = shellEntries(entries, built().shell);
    return Promise.resolve({ manifest, warnings: [] });
  };

  const workerPlugin: Plugin = {
    name: 'podryad-offline-chunks-data',
    resolveId: (id) => (id === OFFLINE_CHUNKS_MODULE ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID ? `export const AREA_URLS = ${JSON.stringify(built().areas)};` : undefined,
  };

  return { plugin, manifestTransform, workerPlugin };
}
