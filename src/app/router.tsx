import { createBrowserRouter, matchRoutes } from 'react-router-dom';
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

export function createAppRouter() {
  const router = createBrowserRouter(routes);
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
