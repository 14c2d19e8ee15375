import { useSignal } from '../../lib/signal';
import { useHydrated } from '../../hooks/use-hydrated';
import { cachedCopyTime, type Served } from '../../lib/pwa/served-at';
import { formatDataTime } from '../../lib/pwa/data-time';
import { pwaState } from '../../lib/pwa/pwa-state';
import './data-time.css';

/**
 * «Данные на HH:MM» above a screen whose data is a saved copy: the worker answered from its cache (the
 * server wrote it a while before it arrived), or the browser is offline and the screen shows what it saved.
 */
export function DataTime({ served, receivedAt }: { served: Served<unknown>; receivedAt: number }) {
  const hydrated = useHydrated();
  const cachedAt = cachedCopyTime(served.servedAt, receivedAt);
  const offline = useSignal(pwaState.offline) && hydrated;
  if (cachedAt === null && !offline) return null;
  return (
    <p className="data-time" role="status">
      Данные на {formatDataTime(cachedAt ?? served.servedAt ?? receivedAt)}
      {offline ? ': нет соединения, показана сохранённая копия' : ': показана сохранённая копия'}
    </p>
  );
}
