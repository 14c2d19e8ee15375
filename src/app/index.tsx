import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';
import { AppProvider } from './provider';

export { createAppRouter, resolveLazyRoutes } from './router';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
