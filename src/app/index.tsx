import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';
import { AppProvider } from './provider';

export { createAppRouter, resolveLazyRoutes } from './router';

export function App({
  router,
  serverRendered = false,
}: {
  router: ReturnType<typeof createAppRouter>;
  /** The page hydrates the server's HTML. */
  serverRendered?: boolean;
}) {
  // The app runs the page now (its first render, or the hydration of the server's HTML, is committed):
  // what the browser tests and the bench wait for before they click.
  useEffect(() => {
    document.documentElement.dataset.started = 'true';
  }, []);
  return (
    <AppProvider serverRendered={serverRendered}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
