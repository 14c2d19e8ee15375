import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { LegalSlug } from '../config/paths';
import { loadLegalDocument } from '../features/legal/documents/load';
import type { FlowName } from '../lib/flow-steps';
import { executorOrEmployee, type Guard } from '../lib/guards';
import { getSession } from '../lib/session';
import { flowStep } from './loaders';
import type { RouteHandle } from './routes/route-handle';

// Small builders for the route table: every screen's code is a lazy chunk.
type LazyRoute = Pick<RouteObject, 'lazy' | 'handle' | 'loader'>;

/** A legal document: the page's code and the document's own chunk load side by side. */
export const legalScreen = (legalSlug: LegalSlug): LazyRoute => ({
  lazy: () =>
    Promise.all([import('./routes/legal'), loadLegalDocument(legalSlug)]).then(
      ([{ Component }, legalDocument]) => ({
        Component,
        handle: { legalSlug, legalDocument } satisfies RouteHandle,
      }),
    ),
});

export const knowledgebaseScreen = (
  view: 'PublicList' | 'PublicArticle' | 'PanelList' | 'PanelArticle',
): LazyRoute => {
  const screen = view.endsWith('List')
    ? page(knowledgebaseList, view as 'PublicList' | 'PanelList')
    : page(knowledgebaseArticle, view as 'PublicArticle' | 'PanelArticle');
  // The panel's list starts its request beside its code (the public one comes with the server's page).
  return view === 'PanelList' ? withFaqList(screen) : screen;
};

/**
 * A lazy route module the server can name: the shell it sends for a private route preloads the files of
 * its matched modules (src/entry-server.tsx), where the browser would find them one round trip at a time.
 * `file` is the module's path from the project root, which the build adds to each call from its import
 * (scripts/route-module-files.ts; tests/app/route-modules.test.ts checks it): never written by hand.
 */
export type RouteModule<M> = { file: string; load: () => Promise<M> };
export function routeModule<M>(load: () => Promise<M>, file?: string): RouteModule<M> {
  if (file === undefined)
    throw new Error('routeModule: built without scripts/route-module-files.ts');
  return { file, load };
}

/**
 * A screen whose route loader starts its requests beside its code, for a visitor `rule` lets in only: the
 * loader imports `module` and hands it to `start`. The module is named in the route's handle, so the server's
 * shell preloads it with the screen's files and the requests leave as soon as the router runs, not a round
 * trip later. A failure is left to the screen's own query, which says why.
 */
export const prefetching =
  <M>(
    module: RouteModule<M>,
    rule: Guard,
    start: (loaded: M, args: LoaderFunctionArgs) => unknown,
  ) =>
  (route: LazyRoute): LazyRoute => ({
    ...route,
    handle: { ...(route.handle as RouteHandle), prefetch: module.file } satisfies RouteHandle,
    loader: (args: LoaderFunctionArgs) => {
      if (rule(getSession(), new URL(args.request.url)) === null)
        void module.load().then((loaded) => start(loaded, args));
      return null;
    },
  });

const knowledgebaseList = routeModule(() => import('./routes/knowledgebase'));
const knowledgebaseArticle = routeModule(() => import('./routes/knowledgebase-article'));

const withFaqList = prefetching(
  routeModule(() => import('../features/knowledgebase/api/prefetch-list')),
  executorOrEmployee,
  ({ prefetchFaqList }, { request }) => prefetchFaqList(new URL(request.url), 'contractor'),
);

/** A finished screen or a layout: the named component of a lazy route module. */
export const page = <M extends Record<string, unknown>>(
  module: RouteModule<M>,
  name: keyof M & string,
  handle: RouteHandle = {},
): LazyRoute => ({
  handle: { ...handle, module: module.file } satisfies RouteHandle,
  lazy: () => module.load().then((loaded) => ({ Component: loaded[name] as ComponentType })),
});

/** A finished step of a multi-step flow: its own module, guarded against skipped steps. */
export const flowPage = <M extends Record<string, unknown>>(
  module: RouteModule<M>,
  name: keyof M & string,
  flow: FlowName,
  step: string,
): LazyRoute => {
  const handle: RouteHandle = { flowStep: { flow, step } };
  return { loader: flowStep(flow, step), ...page(module, name, handle) };
};
