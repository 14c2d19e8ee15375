import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router-dom';
import { getSession } from '../lib/session';
import { logout } from '../lib/logout';
import { setUnauthorizedHandler } from '../lib/unauthorized';
import { setRouteChunkResolver } from '../lib/route-preload';
import { paths } from '../config/paths';
import { routes } from './route-table';

export { routes };

/** The lazy chunks a path needs (layouts and page), for preloading on link hover. */
export function routeChunks(path: string): Array<() => Promise<unknown>> {
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
    const { lazy } = route;
    return typeof lazy === 'function' ? [() => lazy()] : [];
  });
}

/**
 * Before a server-rendered page hydrates, the code of its routes must be there (else the router would render
 * its loading fallback over the server's HTML): each matched lazy route is loaded and becomes a plain one.
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const lazyRoutes = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);
  await Promise.all(
    lazyRoutes.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/** The browser's router; `hydrationData`: the state the server rendered the page with. */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData });
  setRouteChunkResolver(routeChunks);
  // Any 401 logs the user out; a guest's 401 (e.g. wrong password) is the page's own business.
  setUnauthorizedHandler(() => {
    const { user, token } = getSession();
    if (!user && !token) return;
    const { pathname, search } = router.state.location;
    const onLogin = pathname === paths.auth.login.path;
    logout(
      (to) => router.navigate(to),
      onLogin ? undefined : { redirectTo: `${pathname}${search}` },
    );
  });
  return router;
}
