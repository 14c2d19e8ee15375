// When the app asks the server for a newer build: first about 1 s after the page is idle, then
// periodically, when the tab becomes visible and when the network returns; never while offline.
export const FIRST_CHECK_AFTER_IDLE_MS = 1000;
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;
/** A tab switched to and fro does not check more often than this. */
export const VISIBLE_CHECK_GAP_MS = 60 * 1000;

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number };

const whenIdle = (run: () => void) => {
  const idleWindow = window as IdleWindow;
  if (typeof idleWindow.requestIdleCallback === 'function') idleWindow.requestIdleCallback(run);
  else setTimeout(run, 0);
};

/** Schedules `check`; returns a function that stops the schedule. */
export function startUpdateChecks(check: () => Promise<unknown>): () => void {
  let lastCheck = 0;
  let stopped = false;
  const run = () => {
    if (stopped || !navigator.onLine) return;
    lastCheck = Date.now();
    void check().catch(() => undefined);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= VISIBLE_CHECK_GAP_MS)
      run();
  };

  let firstTimer: ReturnType<typeof setTimeout> | undefined;
  whenIdle(() => {
    if (!stopped) firstTimer = setTimeout(run, FIRST_CHECK_AFTER_IDLE_MS);
  });
  const interval = setInterval(run, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', run);

  return () => {
    stopped = true;
    clearTimeout(firstTimer);
    clearInterval(interval);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', run);
  };
}
