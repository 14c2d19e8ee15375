import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProvider } from '../../src/app/provider';
import { routes } from '../../src/app/router';
import type { RouteHandle } from '../../src/app/routes/route-handle';
import { clearSession, setSession } from '../../src/lib/session';
import { sessions, type Visitor } from '../fixtures/users';

/** Logs in as one of the four visitors (or out, for the guest) through the real cookies. */
export function visitAs(visitor: Visitor): void {
  clearSession();
  const session = sessions[visitor];
  if (session.user) setSession(session);
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** Resolves once the router has run its guards and loaded the matched routes' code. */
const initialized = (router: MemoryRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });

const lazyLoaders = (list: RouteObject[]): Array<() => unknown> =>
  list.flatMap(({ lazy, children }) => [
    ...(typeof lazy === 'function' ? [lazy] : []),
    ...lazyLoaders(children ?? []),
  ]);
/** The modules route loaders import to start their requests (`prefetching`), by path from the project root. */
const prefetchFiles = (list: RouteObject[]): string[] =>
  list.flatMap(({ handle, children }) => {
    const file = (handle as RouteHandle | undefined)?.prefetch;
    return [...(file ? [file] : []), ...prefetchFiles(children ?? [])];
  });
let routeModules: Promise<void> | undefined;

/**
 * Imports the code of every lazy route (antd included), the modules its loaders prefetch with and the lazily
 * mounted Toaster once per test file. Loading it takes seconds on a busy machine; done before rendering, no
 * `findBy…` (a toast's included) and no navigation in a test waits on it, and no loader's request, started
 * once its module arrived, lands in the next test.
 */
export const loadRouteModules = () =>
  (routeModules ??= Promise.all([
    ...lazyLoaders(routes).map((load) => load()),
    ...[...new Set(prefetchFiles(routes))].map((file) => import(/* @vite-ignore */ `/${file}`)),
    import('../../src/components/toaster/Toaster'),
  ]).then(() => {}));

/** Where the router ends up for a URL after its guards ran (no rendering). */
export async function landAt(url: string): Promise<string> {
  await loadRouteModules();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await initialized(router);
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

/** The whole app (providers, layouts, lazy routes) at a URL, rendered once its route is ready. */
export async function renderApp(url: string) {
  await loadRouteModules();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await initialized(router);
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
