import path from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkClosure, chunkOf, offlineChunksOf, shellEntries } from '../../scripts/offline-chunks';
import { assetPath, requestedAssets } from '../../sw/asset-paths';
import { AREA_MODULES, SHELL_MODULES } from '../../sw/offline-routes';

const ROOT = '/project';
const ORIGIN = 'https://podryad.example';

type FakeChunk = { imports?: string[]; css?: string[]; entry?: boolean; module?: string };

/** A bundle as Vite hands it to generateBundle, reduced to what the closure reads. */
function bundleOf(chunks: Record<string, FakeChunk>): Rolldown.OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const [fileName, chunk] of Object.entries(chunks)) {
    bundle[fileName] = {
      type: 'chunk',
      fileName,
      imports: chunk.imports ?? [],
      isEntry: chunk.entry ?? false,
      facadeModuleId: chunk.module ? path.resolve(ROOT, chunk.module) : null,
      viteMetadata: { importedCss: new Set(chunk.css ?? []), importedAssets: new Set() },
    };
  }
  return bundle as Rolldown.OutputBundle;
}

/** Every module the worker lists, each its own chunk; the landing shares antd with the knowledge base. */
const everyModule = [...new Set([...SHELL_MODULES, ...Object.values(AREA_MODULES).flat()])];
const bundle = bundleOf({
  'assets/index-1.js': { entry: true, imports: ['assets/react-1.js'], css: ['assets/index-1.css'] },
  'assets/react-1.js': {},
  'assets/antd-1.js': { imports: ['assets/react-1.js'] },
  ...Object.fromEntries(
    everyModule.map((module) => [
      `assets/${path.basename(module).replace(/\.tsx?$/, '')}-1.js`,
      {
        module,
        imports: module.includes('landing') || module.includes('staff') ? ['assets/antd-1.js'] : [],
        css: module.includes('staff') ? ['assets/panel-staff-1.css'] : [],
      },
    ]),
  ),
});

describe('the offline chunks of a build', () => {
  it('a chunk needs itself, its static imports (transitively) and their CSS', () => {
    const landing = chunkOf(bundle, ROOT, 'src/app/routes/landing.tsx');
    expect([...chunkClosure(bundle, [landing])].sort()).toEqual([
      'assets/antd-1.js',
      'assets/landing-1.js',
      'assets/react-1.js',
    ]);
  });

  it('the shell is the entry and the landing page, not the screens', () => {
    const { shell } = offlineChunksOf(bundle, ROOT);
    expect(shell).toContain('assets/index-1.js');
    expect(shell).toContain('assets/index-1.css');
    expect(shell).toContain('assets/landing-1.js');
    expect(shell).toContain('assets/service-worker-1.js');
    expect(shell).not.toContain('assets/panel-staff-1.js');
    expect(shell).not.toContain('assets/knowledgebase-1.js');

    const entries = ['index.html', 'icons/icon-192.png', ...Object.keys(bundle)].map((url) => ({
      url,
      size: 1,
    }));
    expect(shellEntries(entries, shell).map((entry) => entry.url)).toEqual([
      'index.html',
      'icons/icon-192.png',
      ...[...Object.keys(bundle)].filter((file) => shell.has(file)),
    ]);
  });

  it('each area lists its screens as URLs, without what the shell already holds', () => {
    const { areas } = offlineChunksOf(bundle, ROOT);
    expect(areas.panel).toContain('/assets/panel-staff-1.js');
    expect(areas.panel).toContain('/assets/panel-staff-1.css');
    expect(areas.panel).toContain('/assets/PanelLayout-1.js');
    expect(areas.panel).not.toContain('/assets/dashboard-profile-1.js');
    expect(areas.client).toContain('/assets/dashboard-profile-1.js');
    expect(areas.client).not.toContain('/assets/panel-staff-1.js');
    for (const urls of Object.values(areas)) expect(urls).not.toContain('/assets/antd-1.js');
  });

  it('a module that builds no chunk (renamed, deleted) fails the build', () => {
    const rest = { ...bundle };
    delete rest['assets/panel-staff-1.js'];
    expect(() => offlineChunksOf(rest, ROOT)).toThrow(/src\/app\/routes\/panel-staff\.tsx/);
  });
});

describe('what the worker fetches on CACHE_ASSETS', () => {
  const areaUrls = {
    client: ['/assets/dashboard-profile-1.js'],
    panel: ['/assets/panel-staff-1.js'],
  };

  it('only build files of its own origin', () => {
    expect(assetPath(`${ORIGIN}/assets/a-1.js`, ORIGIN)).toBe('/assets/a-1.js');
    expect(assetPath('/assets/a-1.js?x=1', ORIGIN)).toBe('/assets/a-1.js');
    expect(assetPath('https://evil.example/assets/a-1.js', ORIGIN)).toBeNull();
    expect(assetPath(`${ORIGIN}/auth/api/v1/users/me/`, ORIGIN)).toBeNull();
    expect(assetPath(`${ORIGIN}/index.html`, ORIGIN)).toBeNull();
  });

  it('the page’s URLs and the URLs of known areas; anything else is ignored', () => {
    expect(
      requestedAssets(
        {
          urls: [`${ORIGIN}/assets/knowledgebase-1.js`, 'https://evil.example/assets/x.js', 42],
          areas: ['panel', 'admin', null],
        },
        ORIGIN,
        areaUrls,
      ).sort(),
    ).toEqual(['/assets/knowledgebase-1.js', '/assets/panel-staff-1.js']);
    expect(requestedAssets({ urls: 'nope', areas: 'client' }, ORIGIN, areaUrls)).toEqual([]);
  });
});
