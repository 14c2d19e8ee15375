import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../../src/app/route-table';
import type { RouteHandle } from '../../src/app/routes/route-handle';

// The module a route's handle names is the one its server shell preloads (src/entry-server.tsx): it must be
// the module the route loads, or the browser would fetch the wrong files first.

const allRoutes = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);

const named = allRoutes(routes).flatMap((route) => {
  const file = (route.handle as RouteHandle | undefined)?.module;
  return file ? [{ label: `${route.path ?? '(index)'} → ${file}`, route, file }] : [];
});

const prefetched = allRoutes(routes).flatMap((route) => {
  const file = (route.handle as RouteHandle | undefined)?.prefetch;
  return file ? [{ label: `${route.path ?? '(index)'} → ${file}`, route, file }] : [];
});

describe('the route modules the server preloads', () => {
  it('name most of the lazy routes', () => {
    const lazy = allRoutes(routes).filter((route) => route.lazy);
    expect(named.length).toBeGreaterThan(lazy.length / 2);
  });

  it.each(named.map((entry) => [entry.label, entry]))('%s', async (_label, { route, file }) => {
    const resolved = (await (route.lazy as () => Promise<RouteObject>)()).Component;
    const module = (await import(/* @vite-ignore */ `/${file}`)) as Record<string, unknown>;
    expect(resolved).toBeTypeOf('function');
    expect(Object.values(module)).toContain(resolved);
  });
});

describe('the prefetch modules the server preloads', () => {
  it('name one for each screen whose loader starts its requests', () => {
    expect(prefetched.length).toBeGreaterThanOrEqual(12);
    for (const { route } of prefetched) expect(route.loader).toBeTypeOf('function');
  });

  it.each(prefetched.map((entry) => [entry.label, entry]))('%s', async (_label, { file }) => {
    expect(file).toMatch(/^src\/features\/[^/]+\/api\/prefetch[^/]*\.ts$/);
    const module = (await import(/* @vite-ignore */ `/${file}`)) as Record<string, unknown>;
    expect(Object.keys(module).some((name) => name.startsWith('prefetch'))).toBe(true);
  });
});
