import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSignal } from '../../lib/signal';
import { useHydrated } from '../../hooks/use-hydrated';
import { oldestShownDataTime, offlineNotice } from '../../lib/pwa/data-time';
import { pwaState } from '../../lib/pwa/pwa-state';
import './pwa.css';

/** «Нет соединения · данные на HH:MM» while offline; it goes away by itself when the network returns. */
export function OfflineBanner() {
  const hydrated = useHydrated(); // a server-rendered page is rendered online
  return useSignal(pwaState.offline) && hydrated ? <OfflineNotice /> : null;
}

function OfflineNotice() {
  const queryCache = useQueryClient().getQueryCache();
  const shownAt = useSyncExternalStore(
    (onChange) => queryCache.subscribe(onChange),
    () => oldestShownDataTime(queryCache.getAll()),
  );
  return (
    <div className="pwa-banner pwa-banner--offline" role="status">
      <span className="pwa-banner__dot" aria-hidden="true" />
      {offlineNotice(shownAt)}
    </div>
  );
}
