/**
 * The page's service worker container, or null where workers are unavailable: unsupported, switched off by
 * a browser policy, or some private modes (the property is missing, undefined, or throws when read).
 * Kept apart from service-worker.ts so the logout cleanup can use it without loading workbox-window.
 */
export function serviceWorkerContainer(): ServiceWorkerContainer | null {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
    // Typed as always there; in some browsers the property exists and is undefined.
    const container: ServiceWorkerContainer | undefined = navigator.serviceWorker;
    return container ?? null;
  } catch {
    return null;
  }
}
