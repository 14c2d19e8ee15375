import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// vite.config.ts builds the app with react-router's production build by aliasing files inside the package
// (`dist/production/…`): its `exports` offer only the development build, with its warnings, under every
// condition ("temporarily", react-router PR #12437; issue #14102), so `resolve.conditions: ['production']`
// cannot pick it. Those paths are not the package's API: this fails when an upgrade moves them, or when a
// new major (or an `exports` that now names a production build) calls for another look at the alias.

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The package files vite.config.ts aliases, as it names them (`resolve('node_modules/react-router/…')`). */
const aliasedFiles = [
  ...read('vite.config.ts').matchAll(/resolve\('(node_modules\/react-router\/[^']+)'\)/g),
].map((match) => match[1]!);

interface PackageJson {
  version: string;
  exports: Record<string, unknown>;
}
const reactRouter = JSON.parse(read('node_modules/react-router/package.json')) as PackageJson;

/** Every file an export entry may resolve to, whatever the conditions. */
function targetsOf(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(targetsOf);
  return [];
}

describe("react-router's production build in the app's bundle", () => {
  it('is aliased from files that exist in the installed package', () => {
    expect(aliasedFiles).toEqual([
      'node_modules/react-router/dist/production/index.mjs',
      'node_modules/react-router/dist/production/dom-export.mjs',
    ]);
    for (const file of aliasedFiles) expect(existsSync(new URL(file, root)), file).toBe(true);
  });

  it('comes from react-router 7, the major whose layout the alias names', () => {
    expect(reactRouter.version.split('.')[0]).toBe('7');
  });

  it('is still not offered by the package exports (else drop the alias for their condition)', () => {
    const code = ['.', './dom']
      .flatMap((entry) => targetsOf(reactRouter.exports[entry]))
      .filter((target) => /\.m?js$/.test(target));
    expect(code.length).toBeGreaterThan(0);
    for (const target of code) expect(target).toMatch(/^\.\/dist\/development\//);
  });
});
