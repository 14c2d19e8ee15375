import { describe, expect, it } from 'vitest';
import { isCacheable, isFresh } from '../../sw/cache-limits';
import {
  bearerUserId,
  cacheRouteFor,
  NAVIGATION_DENYLIST,
  navigationStrategy,
  PROFILE_NETWORK_TIMEOUT_S,
} from '../../sw/cache-routes';
import { isUserCacheName } from '../../contract/worker-protocol';

const ORIGIN = 'https://podryad.example';

/** A simplejwt-like access token for `user_id` (the signature is not checked: it only names a cache). */
const tokenFor = (claims: Record<string, unknown>) => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
};

const route = (
  path: string,
  { method = 'GET', bearer }: { method?: string; bearer?: string } = {},
) =>
  cacheRouteFor(
    new URL(path, ORIGIN),
    new Request(new URL(path, ORIGIN), {
      method,
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    }),
    ORIGIN,
  );

const user7 = tokenFor({ token_type: 'access', user_id: 7, exp: 2_000_000_000 });
const user8 = tokenFor({ token_type: 'access', user_id: 8, exp: 2_000_000_000 });

describe('which request goes to which cache', () => {
  it('knowledge base: stale-while-revalidate in a public cache', () => {
    for (const path of [
      '/faq/api/v1/faqs/',
      '/faq/api/v1/faqs/?audience=client&page=2',
      '/faq/api/v1/faqs/12/',
    ]) {
      expect(route(path)).toEqual({
        area: 'knowledgebase',
        strategy: 'stale-while-revalidate',
        cacheName: 'podryad-knowledgebase',
      });
    }
  });

  it('public executor profile, its cases and reviews, company profile: network-first, public', () => {
    for (const path of [
      '/contractor/api/v1/contractors/15/',
      '/case/api/v1/cases/contractors/15/',
      '/review/api/v1/public-reviews/by-contractor/15/?page=1',
      '/review/api/v1/contractor-reviews/contractor/15/average-scores/',
      '/company/api/v1/companies/3/',
      '/plans/api/v1/plan/?page_size=100',
    ]) {
      expect(route(path), path).toEqual({
        area: 'profiles',
        strategy: 'network-first',
        cacheName: 'podryad-profiles',
      });
    }
    expect(PROFILE_NETWORK_TIMEOUT_S).toBeLessThanOrEqual(5);
  });

  it("anything sent with a bearer token goes to that user's own cache only", () => {
    expect(route('/faq/api/v1/faqs/', { bearer: user7 })).toMatchObject({
      strategy: 'stale-while-revalidate',
      cacheName: 'podryad-user-7-knowledgebase',
    });
    expect(route('/contractor/api/v1/contractors/15/', { bearer: user8 })).toMatchObject({
      strategy: 'network-first',
      cacheName: 'podryad-user-8-profiles',
    });
    for (const path of [
      '/auth/api/v1/users/me/',
      '/contractor/api/contractors-lk/15/',
      '/company/api/v1/companies/get_company_by_user/',
      '/accounts/api/v1/company-accounts/get_company_by_user/',
      '/accounts/api/v1/contractor-accounts/get_contractor_by_user/',
      '/plans/api/v1/subscription/',
    ]) {
      const cacheName = route(path, { bearer: user7 })?.cacheName ?? '';
      expect(cacheName, path).toBe('podryad-user-7-profiles');
      expect(isUserCacheName(cacheName)).toBe(true);
    }
    expect(isUserCacheName('podryad-knowledgebase')).toBe(false);
    expect(isUserCacheName('podryad-profiles')).toBe(false);
  });

  it("a user's own account is never cached for a request without a token", () => {
    expect(route('/auth/api/v1/users/me/')).toBeNull();
    expect(route('/contractor/api/contractors-lk/15/')).toBeNull();
    expect(route('/company/api/v1/companies/get_company_by_user/')).toBeNull();
    expect(route('/plans/api/v1/subscription/')).toBeNull();
  });

  it('a token that names no user is not cached at all', () => {
    expect(route('/faq/api/v1/faqs/', { bearer: 'not-a-jwt' })).toBeNull();
    expect(route('/faq/api/v1/faqs/', { bearer: tokenFor({ token_type: 'access' }) })).toBeNull();
    expect(route('/faq/api/v1/faqs/', { bearer: tokenFor({ user_id: '7' }) })).toBeNull();
    expect(bearerUserId(`Bearer ${user7}`)).toBe(7);
    expect(bearerUserId(`Basic ${user7}`)).toBeNull();
    expect(bearerUserId(null)).toBeNull();
  });

  it('writes, other APIs, other origins and the build check go to the network', () => {
    expect(route('/faq/api/v1/faqs/', { method: 'POST' })).toBeNull();
    expect(
      route('/contractor/api/v1/contractors/15/', { method: 'PATCH', bearer: user7 }),
    ).toBeNull();
    expect(route('/project/api/v1/projects/')).toBeNull();
    // The requisites and the invoices' PDFs are fetched fresh.
    expect(route('/plans/api/v1/payment-details/', { bearer: user7 })).toBeNull();
    expect(route('/plans/api/v1/invoices/12/pdf/', { bearer: user7 })).toBeNull();
    expect(route('/contractor/api/v1/contractors/')).toBeNull(); // the list is not a profile
    expect(route('/builds/latest.json')).toBeNull();
    const url = new URL('https://cdn.example/faq/api/v1/faqs/');
    expect(cacheRouteFor(url, new Request(url), ORIGIN)).toBeNull();
  });
});

describe('navigation fallback denylist', () => {
  const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));

  it('keeps API, socket, build-check, file and operations paths away from index.html', () => {
    for (const path of [
      '/healthz',
      '/readyz',
      '/metrics',
      '/faq/api/v1/faqs/',
      '/auth/api/v1/users/me/',
      '/ws/notifications/1/',
      '/builds/latest.json',
      '/assets/index-abc.js',
      '/manifest.webmanifest',
    ]) {
      expect(denied(path), path).toBe(true);
    }
  });

  it('lets every page of the app through', () => {
    for (const path of [
      '/',
      '/knowledgebase/3',
      '/panel/projects',
      '/auth/login',
      '/executor/15',
    ]) {
      expect(denied(path), path).toBe(false);
    }
  });
});

describe('how a page opens', () => {
  it('a private area opens from the cached shell at once', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/profile/company',
      '/panel',
      '/panel/knowledgebase/3',
      '/performers/4/favorites',
      '/notifications',
      '/auth/login',
      '/create-company/services',
      '/create-project',
    ]) {
      expect(navigationStrategy(path), path).toBe('shell');
    }
  });

  it('the public pages, and any unknown one, come from the server first (rendered there)', () => {
    for (const path of [
      '/',
      '/knowledgebase',
      '/knowledgebase/3',
      '/public-offer',
      '/executor/15',
      '/list',
      '/no-such-page',
      '/panelka',
      '/authors',
    ]) {
      expect(navigationStrategy(path), path).toBe('network-first');
    }
  });
});

describe('runtime cache limits', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');

  it('drops responses older than the max age, judged by their Date header', () => {
    expect(isFresh('Sun, 22 Nov 2026 11:00:00 GMT', 3600, now)).toBe(true);
    expect(isFresh('Sun, 22 Nov 2026 10:59:59 GMT', 3600, now)).toBe(false);
    expect(isFresh(null, 3600, now)).toBe(true);
  });

  it('stores only 200 answers the server allows to store', () => {
    expect(isCacheable(new Response('{}', { status: 200 }))).toBe(true);
    expect(isCacheable(new Response('{}', { status: 401 }))).toBe(false);
    expect(isCacheable(new Response('{}', { status: 500 }))).toBe(false);
    const noStore = () =>
      new Response('{}', { status: 200, headers: { 'Cache-Control': 'no-store' } });
    expect(isCacheable(noStore())).toBe(false);
    // A logged-in user's answers are all no-store for HTTP caches, and go to that user's own cache.
    const withBearer = new Request('https://x.example/auth/api/v1/users/me/', {
      headers: { Authorization: 'Bearer a.b.c' },
    });
    expect(isCacheable(noStore(), withBearer)).toBe(true);
    expect(isCacheable(new Response('{}', { status: 401 }), withBearer)).toBe(false);
  });
});
