import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { BUILD_ID } from './lib/pwa/build-info';
import { recoverFromChunkError } from './lib/pwa/chunk-error';
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

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The worker and the update checks are not needed to show the first screen: they load after it.
if (import.meta.env.PROD) {
  const startPwa = () =>
    void import('./lib/pwa/service-worker').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    );
  if (document.readyState === 'complete') startPwa();
  else window.addEventListener('load', startPwa, { once: true });
}
