import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { publicPages } from '../../src/app/public-pages';
import { routes } from '../../src/app/route-table';

// The table of pages the server renders (src/app/public-pages.ts) against the route table: every entry is a
// route, and the module it names (whose CSS and chunks the server links) is the one that route loads.

const allRoutes = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);

describe('the public pages table', () => {
  const byId = new Map(allRoutes(routes).map((route) => [route.id, route]));

  it.each(Object.entries(publicPages))('%s is a route of the app', (id) => {
    expect(byId.get(id), id).toBeDefined();
  });

  it.each(Object.entries(publicPages))('%s names the module its route loads', async (id, page) => {
    const { lazy } = byId.get(id)!;
    expect(typeof lazy).toBe('function');
    const resolved = (await (lazy as () => Promise<RouteObject>)()).Component;
    const module = (await import(/* @vite-ignore */ `/${page.module}`)) as Record<string, unknown>;
    expect(Object.values(module)).toContain(resolved);
  });
});
