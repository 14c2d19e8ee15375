import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { API_PATH } from './contract/api-paths';
import { offlineChunks } from './scripts/offline-chunks';
import { precompress } from './scripts/precompress';
import { routeModuleFiles } from './scripts/route-module-files';
import { BUILD_INFO_PATH, type BuildInfo } from './contract/worker-protocol';

// The top-level manifest.webmanifest is the single source; the plugin emits it and links it.
const manifest = JSON.parse(
  readFileSync('manifest.webmanifest', 'utf8'),
) as Partial<ManifestOptions>;

const builtAt = new Date();

/** The env var BUILD_ID, else the build's time and the git commit (`20261122T053820Z-2111ed1`). */
function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  const time = builtAt.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  try {
    const commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] });
    return `${time}-${commit.toString().trim()}`;
  } catch {
    return time;
  }
}
const BUILD_ID = buildId();
const offline = offlineChunks();

/** Writes `builds/latest.json` (`{buildId, builtAt}`): the app compares it with its own id (update checks). */
const buildInfo = (): Plugin => ({
  name: 'podryad-build-info',
  apply: 'build',
  generateBundle() {
    const info: BuildInfo = { buildId: BUILD_ID, builtAt: builtAt.toISOString() };
    this.emitFile({
      type: 'asset',
      fileName: BUILD_INFO_PATH.slice(1),
      source: `${JSON.stringify(info)}\n`,
    });
  },
});

/** The app's build (`vite build`): the browser's bundle and its worker, pre-compressed. */
const browserPlugins = (): PluginOption[] => [
  react(),
  routeModuleFiles(),
  buildInfo(),
  offline.plugin,
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false, // src/lib/pwa/service-worker.ts registers it (workbox-window)
    manifest,
    // The shell of the build: index.html, icons, the entry with its imports and the landing page (route
    // chunks are cached when used, or for a logged-in user's area; scripts/offline-chunks.ts).
    // builds/latest.json is not in it (it must always come from the server).
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      manifestTransforms: [offline.manifestTransform],
      buildPlugins: { vite: [offline.workerPlugin] },
    },
  }),
  precompress(), // last: after the worker is written
];

/**
 * Every page's entry carries react-router, so the build takes its production build (its package exports only
 * the one with development warnings). No export condition selects it (`resolve.conditions` cannot;
 * react-router issue #14102), so the alias names files inside the package:
 * tests/unit/react-router-production-alias.test.ts fails when an upgrade moves them.
 */
const productionAliases = [
  {
    find: /^react-router$/,
    replacement: resolve('node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

/**
 * `vite build --ssr src/entry-server.tsx --outDir dist/ssr`: the renderer of the public pages for the server
 * (server/pages/). Its styles are the browser build's.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
    // The renderer runs React's production build whatever NODE_ENV the server process has.
    ...(isSsrBuild && { 'process.env.NODE_ENV': JSON.stringify('production') }),
  },
  plugins: isSsrBuild ? [react(), routeModuleFiles()] : browserPlugins(),
  // Development keeps react-router's warnings.
  resolve: { alias: command === 'build' ? productionAliases : [] },
  // The renderer carries its packages: it runs from any STATIC_DIR, with or without node_modules beside it.
  ssr: { noExternal: true },
  server: {
    proxy: {
      // Every API path (`/{app}/api/…`, `/api/…`) goes to the API server in development.
      [API_PATH.source]: 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  build: {
    // No public source maps: none are emitted (the server also refuses to serve any *.map).
    sourcemap: false,
    // `.vite/manifest.json`: the server links each public page's own CSS and chunks from it.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // contract/ modules build their zod schemas at the top level; the app imports only their plain
      // constants and types, so those calls are dropped when unused instead of pulling zod in.
      treeshake: { manualPureFunctions: ['z'] },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 2 },
                // The small data modules (API calls, hooks, helpers) shared by lazy routes go out as one
                // file, not one per set of routes sharing them: on a phone's HTTP/1.1 at 560 ms RTT each
                // extra round of six files costs more than the few KB a route gets that it does not use.
                {
                  name: 'data',
                  test: /[\\/]src[\\/](lib|hooks|features[\\/][^\\/]+[\\/]api)[\\/]/,
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
    },
  },
}));
