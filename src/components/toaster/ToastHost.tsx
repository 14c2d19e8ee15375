import { lazy, Suspense, useEffect, useState } from 'react';
import { setToastWaker } from '../../lib/toast';

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));
const TOASTER_IDLE_PRELOAD_MS = 3000;

/**
 * Mounts the Toaster when the first notice is raised, keeping antd's notification code off the first screen;
 * the code is fetched when the browser is idle, so a toast still shows on a bad network.
 */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    setToastWaker(() => setNeeded(true));
    const preload = () => void import('./Toaster');
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(preload, { timeout: TOASTER_IDLE_PRELOAD_MS })
      : window.setTimeout(preload, TOASTER_IDLE_PRELOAD_MS);
    return () => {
      setToastWaker(null);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
