import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, useSessionOf } from './auth';

// What the tender journeys share: people in browsers of their own, and the API calls that set a scene up.

/** A contractor's id by its name, from the public catalogue. */
export async function agencyId(page: Page, name: string) {
  const res = await page.request.get('/contractor/api/v1/contractors/', {
    params: { search: name, page_size: 5 },
  });
  expect(res.status()).toBe(200);
  const { results } = (await res.json()) as { results: { id: number; name: string }[] };
  const found = results.find((agency) => agency.name === name);
  expect(found, `agency «${name}» in the catalogue`).toBeDefined();
  return found!.id;
}

export async function tokenOf(page: Page, email: string) {
  const res = await page.request.post('/auth/api/v1/jwt/create/', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

/** A page of its own (own cookies) for `email`, at `width`. */
export async function personAt(browser: Browser, email: string, width: number) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width, height: width < 600 ? 740 : 800 },
    locale: 'ru-RU',
  });
  const page = await context.newPage();
  await useSessionOf(page, email);
  return page;
}

/** The API as `email` sees it, through `page`'s request context: a fresh token per call group. */
export async function apiOf(page: Page, email: string) {
  const headers = { Authorization: `Bearer ${await tokenOf(page, email)}` };
  const call = async <T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, data?: object) => {
    const res = await page.request.fetch(url, { method, headers, data });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as T;
  };
  return call;
}

export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

export const DAY = 24 * 60 * 60 * 1000;
