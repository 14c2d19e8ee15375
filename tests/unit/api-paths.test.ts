import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  apiPathPattern,
  isApiPath,
  methodOf,
  pathOf,
  type ApiEndpoint,
} from '../../contract/api-paths';

const everyEndpoint = Object.values(API).flatMap((group) => Object.values(group)) as ApiEndpoint[];

describe('the API path table', () => {
  it('names each method and path once, every path an API path ending as the spec writes it', () => {
    expect(new Set(everyEndpoint).size).toBe(everyEndpoint.length);
    for (const endpoint of everyEndpoint) {
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(methodOf(endpoint));
      expect(isApiPath(pathOf(endpoint)), endpoint).toBe(true);
    }
  });

  it('groups each path under the module of its URL app', () => {
    for (const [module, group] of Object.entries(API))
      for (const endpoint of Object.values(group) as ApiEndpoint[])
        expect(pathOf(endpoint).startsWith(`/${module}/api/`), endpoint).toBe(true);
  });

  it('fills path parameters, encoded', () => {
    expect(apiPath(API.faq.faq, { id: 7 })).toBe('/faq/api/v1/faqs/7/');
    expect(apiPath(API.auth.me)).toBe('/auth/api/v1/users/me/');
    expect(apiPath(API.location.citiesOfCountry, { id: 'a/b' })).toBe(
      '/location/api/v1/cities/by-country/a%2Fb/',
    );
  });

  it('matches an endpoint’s URLs with ids as positive integers only', () => {
    const faq = apiPathPattern(API.faq.faq);
    expect(faq.test('/faq/api/v1/faqs/12/')).toBe(true);
    expect(faq.test('/faq/api/v1/faqs/0/')).toBe(false);
    expect(faq.test('/faq/api/v1/faqs/abc/')).toBe(false);
    expect(faq.test('/faq/api/v1/faqs/12/extra/')).toBe(false);
    expect(apiPathPattern(API.faq.faqs).test('/faq/api/v1/faqs/')).toBe(true);
  });

  it('tells API and socket paths from the app’s pages', () => {
    expect(isApiPath('/faq/api/v1/faqs/?page=2')).toBe(true);
    expect(isApiPath('/accounts/api')).toBe(true);
    expect(isApiPath('/api/schema/')).toBe(true);
    expect(isApiPath('/ws/notifications/3/')).toBe(true);
    expect(isApiPath('/knowledgebase/3')).toBe(false);
    expect(isApiPath('/panel/api-keys')).toBe(false);
  });
});
