import type { RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { LegalSlug } from '../config/paths';
import { loadLegalDocument } from '../features/legal/documents/load';
import type { FlowName } from '../lib/flow-steps';
import { flowStep } from './loaders';
import type { RouteHandle } from './routes/route-handle';
import type { ScreenId } from './routes/screens';

// Small builders for the route table: every screen's code is a lazy chunk.
type LazyRoute = Pick<RouteObject, 'lazy' | 'handle' | 'loader'>;

/** A screen later releases build (UnderConstruction). */
export const screen = (id: ScreenId): LazyRoute => ({
  handle: { screen: id } satisfies RouteHandle,
  lazy: () => import('./routes/placeholder'),
});

/** A step of a multi-step flow, guarded against skipped steps. */
export const flowScreen = (id: ScreenId, flow: FlowName, step: string): LazyRoute => ({
  handle: { screen: id, flowStep: { flow, step } } satisfies RouteHandle,
  loader: flowStep(flow, step),
  lazy: () => import('./routes/flow-step'),
});

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
): LazyRoute => ({
  lazy: () =>
    view === 'PublicList' || view === 'PanelList'
      ? import('./routes/knowledgebase').then((module) => ({ Component: module[view] }))
      : import('./routes/knowledgebase-article').then((module) => ({ Component: module[view] })),
});

/** A finished screen: the named component of a lazy route module. */
export const page = <M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyRoute => ({
  lazy: () => load().then((module) => ({ Component: module[name] as ComponentType })),
});
