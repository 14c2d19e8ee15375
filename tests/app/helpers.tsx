import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../../src/app/provider';
import { routes } from '../../src/app/router';
import { clearSession, setSession } from '../../src/lib/session';
import { sessions, type Visitor } from '../fixtures/users';

/** Logs in as one of the four visitors (or out, for the guest) through the real cookies. */
export function visitAs(visitor: Visitor): void {
  clearSession();
  const session = sessions[visitor];
  if (session.user) setSession(session);
}

/** Where the router ends up for a URL after its guards ran (no rendering). */
export async function landAt(url: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

/** The whole app (providers, layouts, lazy routes) at a URL. */
export function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
