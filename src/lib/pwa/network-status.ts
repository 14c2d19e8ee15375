import { onlineManager } from '@tanstack/react-query';
import { pwaState } from './pwa-state';

/**
 * Keeps TanStack Query and the offline banner in step with the browser's network state. TanStack starts
 * out "online" and only listens for changes, so a page opened offline is told at once.
 */
export function startNetworkStatus(): () => void {
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  onlineManager.setOnline(online);
  pwaState.offline.value = !online;
  return onlineManager.subscribe((isOnline) => {
    pwaState.offline.value = !isOnline;
  });
}
