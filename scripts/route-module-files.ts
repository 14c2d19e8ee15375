import { relative } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// The server's shell preloads a route's module files by the module's path from the project root (the build
// manifest's key). The route table writes each module once, as its import; this plugin adds the path it
// resolves to: `routeModule(() => import('./routes/x'))` becomes `routeModule(() => import('./routes/x'),
// 'src/app/routes/x.tsx')`. The app's builds and its tests run it (vite.config.ts, vitest.config.ts).

const CALL = /\brouteModule\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/g;

export function routeModuleFiles(): Plugin {
  let root = process.cwd();
  return {
    name: 'podryad-route-module-files',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!/\/src\/app\/[^?]*\.tsx?$/.test(id) || !code.includes('routeModule(')) return null;
      const out = new MagicString(code);
      for (const call of code.matchAll(CALL)) {
        const resolved = await this.resolve(call[2]!, id);
        if (!resolved) this.error(`routeModule: cannot resolve ${call[2]} from ${id}`);
        const file = relative(root, resolved.id.split('?')[0]!).split('\\').join('/');
        out.appendLeft(call.index + call[0].length, `, ${JSON.stringify(file)}`);
      }
      return out.hasChanged()
        ? { code: out.toString(), map: out.generateMap({ hires: true }) }
        : null;
    },
  };
}
