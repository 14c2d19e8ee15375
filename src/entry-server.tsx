import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type DataRouteObject,
} from 'react-router-dom';
import type {
  BuildManifest,
  PageFiles,
  PageRenderer,
  PageRendererOptions,
  RenderedPage,
  SitemapEntry,
} from '../contract/pages';
import { pageHead } from './app/page-meta';
import { AppProvider } from './app/provider';
import { NOT_FOUND_META, publicPages, type PageContext } from './app/public-pages';
import { NOT_FOUND_ROUTE_ID, routes } from './app/route-table';
import type { RouteHandle } from './app/routes/route-handle';
import { answerApiOnServer } from './lib/api-client';
import { dehydratePageQueries, type PageData } from './lib/page-data';

// The server's renderer of the public pages (built by `vite build --ssr` into dist/ssr/, loaded by
// server/pages/): the app's own route table, components and queries, rendered to HTML with react-router's
// static handler; the browser hydrates the same routes with the same data (src/main.tsx).

/** Any origin: the router reads only the path and query; absolute links come from PUBLIC_URL. */
const ROUTER_ORIGIN = 'http://app.local';

/** A module's chunk, the chunks it imports (all the way down) and their CSS, as `/assets/…` URLs. */
function closure(manifest: BuildManifest, keys: string[]) {
  const styles = new Set<string>();
  const modules = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || modules.has(`/${chunk.file}`)) return;
    modules.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
    // A chunk's CSS after its imports' CSS, as Vite's preload orders it on an in-app navigation: a rule of
    // the same specificity wins alike on a direct load and after a click.
    chunk.css?.forEach((file) => styles.add(`/${file}`));
  };
  keys.forEach(visit);
  return { styles, modules };
}

/**
 * The files a route module needs before it can paint and run, less what index.html already links (the
 * entry with its imports): its chunk, the chunks it imports, their CSS.
 */
export function moduleFiles(manifest: BuildManifest | undefined, ...modules: string[]): PageFiles {
  if (!manifest) return { styles: [], modules: [] };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const shell = closure(manifest, entries);
  const page = closure(manifest, modules);
  return {
    styles: [...page.styles].filter((file) => !shell.styles.has(file)),
    modules: [...page.modules].filter((file) => !shell.modules.has(file)),
  };
}

/** The ids of the public pages' routes and of every route above one (layouts): what the server loads. */
function publicRouteChains(dataRoutes: DataRouteObject[]): Set<string> {
  const ids = new Set<string>();
  const visit = (route: DataRouteObject): boolean => {
    const below = (route.children ?? []).map(visit).some(Boolean);
    const needed = below || route.id in publicPages;
    if (needed) ids.add(route.id);
    return needed;
  };
  dataRoutes.forEach(visit);
  return ids;
}

/** The restore of a logged-in user's saved queries (src/app/provider.tsx): the app imports it at start. */
const QUERY_PERSISTENCE_MODULE = 'src/lib/pwa/query-persistence.ts';

/**
 * The modules a route's shell preloads: its loader's prefetch module first (the requests it starts are the
 * longest wait), then the restore of saved queries (a logged-in user's screen renders its queries' answers
 * only once it is done, so the prefetched data would wait for its chunk), then its lazy module.
 */
export const modulesOf = (handle: unknown): string[] => {
  if (typeof handle !== 'object' || handle === null) return [];
  const { module, prefetch } = handle as RouteHandle;
  const restore = prefetch === undefined ? undefined : QUERY_PERSISTENCE_MODULE;
  return [prefetch, restore, module].filter((file) => file !== undefined);
};

/** The router's and the queries' own options on the server: one render, nothing retried or refetched. */
const requestQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });

export function createPageRenderer({
  publicUrl,
  api,
  sitemapSources,
  manifest,
}: PageRendererOptions): PageRenderer {
  answerApiOnServer(api);
  const handler = createStaticHandler(routes);
  const loadable = publicRouteChains(handler.dataRoutes);
  const filesOf = new Map<string, PageFiles>();
  const pageFiles = (...modules: string[]) => {
    const key = modules.join(' ');
    if (!filesOf.has(key)) filesOf.set(key, moduleFiles(manifest, ...modules));
    return filesOf.get(key)!;
  };

  async function render(url: string): Promise<RenderedPage> {
    const location = new URL(url, ROUTER_ORIGIN);
    // The router matches (once) and loads the code and data of a public page's routes only: a private
    // route's guard and code never run on the server.
    const routerContext = await handler.query(new Request(location), {
      filterMatchesToLoad: (match) => loadable.has(match.route.id),
    });
    if (routerContext instanceof Response) {
      const to = routerContext.headers.get('location');
      if (!to) throw new Error(`${url}: a redirect without a location`);
      return { kind: 'redirect', status: routerContext.status, location: to };
    }
    const match = routerContext.matches.at(-1);
    const pageId = match?.route.id;
    const page = pageId === undefined ? undefined : publicPages[pageId];
    if (!match || !page) {
      const modules = routerContext.matches.flatMap(({ route }) => modulesOf(route.handle));
      return { kind: 'shell', files: pageFiles(...modules) };
    }
    if (routerContext.errors) throw Object.values(routerContext.errors)[0];

    const queryClient = requestQueryClient();
    const context: PageContext = { params: match.params, url: location, queryClient, publicUrl };
    const load = page.load ? await page.load(context) : 'found';

    const missing = load === 'missing' || pageId === NOT_FOUND_ROUTE_ID;
    const meta = missing
      ? { ...NOT_FOUND_META, canonicalPath: location.pathname }
      : await page.meta(context);
    const body = () => {
      const router = createStaticRouter(handler.dataRoutes, routerContext);
      const html = renderToString(
        <StrictMode>
          <AppProvider queryClient={queryClient}>
            <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
          </AppProvider>
        </StrictMode>,
      );
      const data: PageData = {
        router: { loaderData: routerContext.loaderData, actionData: routerContext.actionData },
        queries: dehydratePageQueries(queryClient),
      };
      return { html, data };
    };
    return {
      kind: 'page',
      status: missing ? 404 : 200,
      head: pageHead(meta, publicUrl, pageFiles(page.module)),
      body,
    };
  }

  async function sitemap(): Promise<SitemapEntry[]> {
    const lists = await Promise.all(
      Object.values(publicPages).map(
        (page) => page.sitemap?.(sitemapSources) ?? Promise.resolve([]),
      ),
    );
    return lists.flat();
  }

  return { render, sitemap };
}
