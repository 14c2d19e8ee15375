import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import type {
  BuildManifest,
  PageRenderer,
  PageRendererOptions,
  RenderedPage,
  SitemapEntry,
} from '../contract/pages';
import { pageHead } from './app/page-meta';
import { AppProvider } from './app/provider';
import { NOT_FOUND_META, publicPages, type PageContext } from './app/public-pages';
import { NOT_FOUND_ROUTE_ID, routes } from './app/route-table';
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
    chunk.css?.forEach((file) => styles.add(`/${file}`));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { styles, modules };
}

/**
 * The files a route module needs before it can paint and run, less what index.html already links (the
 * entry with its imports): its chunk, the chunks it imports, their CSS.
 */
export function moduleFiles(manifest: BuildManifest | undefined, module: string) {
  if (!manifest) return { styles: [], modules: [] };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const shell = closure(manifest, entries);
  const page = closure(manifest, [module]);
  return {
    styles: [...page.styles].filter((file) => !shell.styles.has(file)),
    modules: [...page.modules].filter((file) => !shell.modules.has(file)),
  };
}

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

  async function render(url: string): Promise<RenderedPage> {
    const location = new URL(url, ROUTER_ORIGIN);
    const matches = matchRoutes(routes, location.pathname) ?? [];
    const match = matches.at(-1);
    const pageId = match?.route.id;
    const page = pageId === undefined ? undefined : publicPages[pageId];
    if (!match || !page) return { kind: 'shell' };

    const queryClient = requestQueryClient();
    const context: PageContext = { params: match.params, url: location, queryClient, publicUrl };
    const load = page.load ? await page.load(context) : 'found';

    const routerContext = await handler.query(new Request(location));
    if (routerContext instanceof Response) {
      const to = routerContext.headers.get('location');
      if (!to) throw new Error(`${url}: a redirect without a location`);
      return { kind: 'redirect', status: routerContext.status, location: to };
    }
    if (routerContext.errors) throw Object.values(routerContext.errors)[0];

    const router = createStaticRouter(handler.dataRoutes, routerContext);
    const html = renderToString(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );

    const missing = load === 'missing' || pageId === NOT_FOUND_ROUTE_ID;
    const meta = missing
      ? { ...NOT_FOUND_META, canonicalPath: location.pathname }
      : await page.meta(context);
    const data: PageData = {
      router: { loaderData: routerContext.loaderData, actionData: routerContext.actionData },
      queries: dehydratePageQueries(queryClient),
    };
    return {
      kind: 'page',
      status: missing ? 404 : 200,
      head: pageHead(meta, publicUrl, moduleFiles(manifest, page.module)),
      html,
      data,
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
