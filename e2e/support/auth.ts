import { expect, test, type Page } from '@playwright/test';

// The demo accounts the server seeds (server/db/seed/demo-users.ts) and the login form, as a user fills it.
export const DEMO_PASSWORD = 'demo-pass-2026';
export const demo = {
  client: 'client@podryad.example',
  /** The demo client's colleague: a second person of its company. */
  colleague: 'olga@podryad.example',
  leader: 'agency@podryad.example',
  employee: 'employee1@podryad.example',
  specialist: 'employee2@podryad.example',
} as const;

/** A password the server's strength rules accept. */
export const STRONG_PASSWORD = 'Tender-lamp-4821';

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/auth/login')) await page.goto('/auth/login');
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  // The login, then the first screen's code and its route guard: on a busy CI machine (two browsers and the
  // server on two cores) this took over 5 s, though nothing was wrong.
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 15_000 });
}

/** The session cookies as the page sees them. */
export async function sessionCookies(page: Page) {
  const cookies = await page.context().cookies();
  const read = (name: string) => {
    const raw = cookies.find((cookie) => cookie.name === name)?.value;
    return raw === undefined
      ? null
      : (JSON.parse(decodeURIComponent(raw)) as Record<string, unknown>);
  };
  return { user: read('user'), token: read('token') };
}

/** Email, password twice and the consent: both registration forms. */
export async function fillRegistration(page: Page, email: string) {
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Повторите пароль').fill(STRONG_PASSWORD);
  await page.getByRole('checkbox').check();
}

type Cookie = { name: string; value: string };
const sessions = new Map<string, Promise<{ cookies: Cookie[]; expiresAt: number }>>();

/**
 * Seconds a cached session's access token must still have: the app refreshes it when less than 60 s are
 * left (src/lib/token-refresh.ts), and the longest journey that uses one takes 90 s; plus a margin.
 */
const SESSION_MARGIN_S = 60 + 90 + 30;

/** The `exp` claim of a JWT, in seconds since the epoch. */
const expiryOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { exp: number }).exp;

/**
 * Logs in through the API once per worker and email, and puts the session cookies in the page's
 * context, as the app would have written them (for screens whose test is not about logging in: the
 * server limits logins per address and email). A session is logged in again before its access token
 * runs out: otherwise each later test's page would refresh with the same refresh token, and the second
 * such refresh counts as a stolen token and ends the session.
 */
export async function useSessionOf(page: Page, email: string) {
  let session = sessions.get(email);
  if (session && (await session).expiresAt - SESSION_MARGIN_S <= Date.now() / 1000)
    session = undefined;
  if (!session) {
    const request = page.request;
    session = (async () => {
      const created = await request.post('/auth/api/v1/jwt/create/', {
        data: { email, password: DEMO_PASSWORD },
      });
      expect(created.status()).toBe(200);
      const token = (await created.json()) as { access: string; refresh: string };
      const me = await request.get('/auth/api/v1/users/me/', {
        headers: { Authorization: `Bearer ${token.access}` },
      });
      const { id, type_account, accountTypes } = (await me.json()) as Record<string, unknown>;
      const cookies = [
        {
          name: 'user',
          value: encodeURIComponent(JSON.stringify({ id, type_account, accountTypes })),
        },
        { name: 'token', value: encodeURIComponent(JSON.stringify(token)) },
      ];
      return { cookies, expiresAt: expiryOf(token.access) };
    })();
    sessions.set(email, session);
  }
  const url = test.info().project.use.baseURL ?? '';
  const { cookies } = await session;
  await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url })));
}
