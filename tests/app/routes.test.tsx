import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routeChunks, routes } from '../../src/app/router';
import { NOT_FOUND_ROUTE_ID } from '../../src/app/route-table';
import { getSession } from '../../src/lib/session';
import { landAt, loadRouteModules, visitAs } from './helpers';
import type { Visitor } from '../fixtures/users';
import { specUrls } from '../fixtures/spec-urls';

beforeAll(loadRouteModules);

const deepestRouteId = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.id;

describe('route table', () => {
  it('has a route for every path of the spec', () => {
    for (const url of specUrls) expect(deepestRouteId(url), url).not.toBe(NOT_FOUND_ROUTE_ID);
  });

  it('knows the lazy chunks of a path, for preloading on hover', async () => {
    expect(routeChunks('/panel/staff')).toHaveLength(2); // panel layout + the page
    expect(routeChunks('/')).toHaveLength(1); // the landing (the default layout is not lazy)
    const modules = await Promise.all(routeChunks('/knowledgebase/1').map((load) => load()));
    expect(modules).toHaveLength(1);
    expect(typeof (modules[0] as { Component?: unknown }).Component).toBe('function');
  });

  it('sends unknown paths to the 404 route', () => {
    const unknown = [
      '/nope',
      '/dashboard/nope',
      '/panel/content-policy',
      '/create-company/x',
      '/knowledgebase/3/x',
    ];
    for (const url of unknown) expect(deepestRouteId(url), url).toBe(NOT_FOUND_ROUTE_ID);
  });
});

describe('guards as route loaders', () => {
  beforeEach(() => sessionStorage.clear());

  const login = (from: string) => `/auth/login?redirectTo=${encodeURIComponent(from)}`;
  // url → where each visitor lands
  const matrix: Array<[string, Record<Visitor, string>]> = [
    [
      '/auth/login',
      { guest: '/auth/login', client: '/dashboard', executor: '/panel', employee: '/panel' },
    ],
    [
      '/auth/register',
      { guest: '/auth/register', client: '/dashboard', executor: '/panel', employee: '/panel' },
    ],
    [
      '/dashboard/project/5/winner',
      {
        guest: login('/dashboard/project/5/winner'),
        client: '/dashboard/project/5/winner',
        executor: '/panel',
        employee: '/panel',
      },
    ],
    [
      '/notifications',
      {
        guest: login('/notifications'),
        client: '/notifications',
        executor: '/panel',
        employee: '/panel',
      },
    ],
    [
      '/performers/5/favorites',
      {
        guest: login('/performers/5/favorites'),
        client: '/performers/5/favorites',
        executor: '/panel',
        employee: '/panel',
      },
    ],
    [
      '/panel/projects?status=new',
      {
        guest: login('/panel/projects?status=new'),
        client: '/dashboard',
        executor: '/panel/projects?status=new',
        employee: '/panel/projects?status=new',
      },
    ],
    [
      '/create-company',
      { guest: '/create-company', client: '/dashboard', executor: '/panel', employee: '/panel' },
    ],
    [
      '/create-project',
      {
        guest: '/create-project',
        client: '/create-project',
        executor: '/panel',
        employee: '/panel',
      },
    ],
    [
      '/knowledgebase',
      {
        guest: '/knowledgebase',
        client: '/knowledgebase',
        executor: '/knowledgebase',
        employee: '/knowledgebase',
      },
    ],
  ];

  for (const [url, byVisitor] of matrix) {
    it(`${url}: guest, client, executor and employee land where the guards say`, async () => {
      for (const [visitor, expected] of Object.entries(byVisitor)) {
        visitAs(visitor as Visitor);
        expect(await landAt(url), `${visitor} at ${url}`).toBe(expected);
      }
    });
  }

  it('registration: variant=2 needs a completed company flow, other variants go to create-company', async () => {
    visitAs('guest');
    expect(await landAt('/auth/register?variant=1')).toBe('/auth/register?variant=1');
    expect(await landAt('/auth/register?variant=2')).toBe('/create-company');
    expect(await landAt('/auth/register?variant=7')).toBe('/create-company');
    for (const step of ['', '/services', '/industries', '/description'])
      await landAt(`/create-company${step}`);
    sessionStorage.setItem('podryad.flow.company.complete', '1');
    expect(await landAt('/auth/register?variant=2')).toBe('/create-company'); // no draft yet
    sessionStorage.setItem(
      'podryad.flow.company.draft',
      JSON.stringify({
        company: { name: 'Агентство', inn: '7707083893' },
        services: [{ service: 1, service_range: 1 }],
        industries: [1],
      }),
    );
    expect(await landAt('/auth/register?variant=2')).toBe('/auth/register?variant=2');
  });

  it('a flow step opened without its predecessor goes back to the first step', async () => {
    visitAs('guest');
    expect(await landAt('/create-company/industries')).toBe('/create-company');
    expect(await landAt('/create-company/services')).toBe('/create-company/services');
    expect(await landAt('/create-company/services')).toBe('/create-company/services'); // reload
    expect(await landAt('/create-company/description')).toBe('/create-company');
    expect(await landAt('/create-company/services')).toBe('/create-company/services');
    expect(await landAt('/create-company/industries')).toBe('/create-company/industries');
    expect(await landAt('/create-company/services')).toBe('/create-company/services'); // back
    expect(await landAt('/create-project/requirements')).toBe('/create-project');
  });

  it('/auth/logout clears the session and opens the login page', async () => {
    visitAs('client');
    expect(getSession().user).not.toBeNull();
    expect(await landAt('/auth/logout')).toBe('/auth/login');
    expect(getSession()).toEqual({ user: null, token: null });
    expect(document.cookie).not.toMatch(/(^|; )(user|token)=/);
  });
});
