import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter, resolveLazyRoutes } from './app';
import { hydratePageQueries, readPageData } from './lib/page-data';
import { BUILD_ID } from './lib/pwa/build-info';
import { recoverFromChunkError } from './lib/pwa/chunk-error';
import { queryClient } from './lib/react-query';
import './styles/tokens.css';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Which build this page runs (for support and the browser tests).
document.documentElement.dataset.build = BUILD_ID;

// A lazy chunk Vite could not load: one reload when a new build replaced it (the route error page also
// handles the same failure; the two share one attempt).
window.addEventListener('vite:preloadError', (event) => {
  void recoverFromChunkError((event as Event & { payload?: unknown }).payload);
});

/**
 * A public page the server rendered is hydrated: same routes, same data (none fetched again). Any other page
 * (the client shell: private areas, the worker's offline copy) is rendered here from scratch.
 */
async function start(root: HTMLElement) {
  const page = readPageData();
  if (page) hydratePageQueries(queryClient, page.queries);
  // A route's code that fails to load (a deploy replaced it) leaves hydration to the router's own recovery.
  const routesReady = page
    ? await resolveLazyRoutes(window.location.pathname).then(
        () => true,
        () => false,
      )
    : false;
  if (!page || !routesReady) {
    // As below: the router's set-up and the first render in tasks of their own, the render time-sliced.
    const router = createAppRouter();
    await yieldToBrowser();
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
    return;
  }
  // The route code's evaluation, the router's set-up and hydration each get a task of their own: together
  // they were one long task on a phone's CPU, the page unresponsive throughout.
  await yieldToBrowser();
  const router = createAppRouter(page.router);
  await yieldToBrowser();
  // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a phone's CPU: one task of over a second at 4× slowdown).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} serverRendered />
      </StrictMode>,
    );
  });
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The worker and the update checks are not needed to show the first screen: they load after it.
const startPwa = () => {
  if (!import.meta.env.PROD) return;
  void import('./lib/pwa/service-worker').then(({ registerServiceWorker }) =>
    registerServiceWorker(),
  );
};

void start(container).then(() => {
  if (document.readyState === 'complete') startPwa();
  else window.addEventListener('load', startPwa, { once: true });
});
