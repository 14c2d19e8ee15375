import { SW_MESSAGE } from '../../../contract/worker-protocol';

// Before a chunk error's reload: the old worker would answer it with the old build's shell, whose chunks
// are gone, so the new worker takes over first. Both waits are bounded: past them the reload goes anyway.

/** The new worker's install (it downloads the new shell): a phone on a slow network needs seconds. */
export const INSTALL_TIMEOUT_MS = 20_000;
/** From SKIP_WAITING to `controllerchange`: activation only, no download. */
export const TAKEOVER_TIMEOUT_MS = 5_000;

export type TakeoverTimeouts = { installMs: number; takeoverMs: number };
const DEFAULT_TIMEOUTS: TakeoverTimeouts = {
  installMs: INSTALL_TIMEOUT_MS,
  takeoverMs: TAKEOVER_TIMEOUT_MS,
};

/** `switched`: the new worker controls the page; `none`: no worker to wait for; `timeout`: it did not come. */
export type TakeoverOutcome = 'switched' | 'none' | 'timeout';

export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'controller' | 'getRegistration' | 'addEventListener' | 'removeEventListener'
>;

let underWay = false;
/** The chunk recovery reloads after the takeover: the page's own `controllerchange` reload stands aside. */
export const isTakeoverUnderWay = (): boolean => underWay;

const TIMEOUT = Symbol('timeout');
function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMEOUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMEOUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMEOUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const INSTALLED: ServiceWorkerState[] = ['installed', 'activating', 'activated'];

/** The worker once installed, or null when its install failed. */
function whenInstalled(worker: ServiceWorker): Promise<ServiceWorker | null> {
  if (INSTALLED.includes(worker.state)) return Promise.resolve(worker);
  return new Promise((resolve) => {
    const onChange = () => {
      if (!INSTALLED.includes(worker.state) && worker.state !== 'redundant') return;
      worker.removeEventListener('statechange', onChange);
      resolve(worker.state === 'redundant' ? null : worker);
    };
    worker.addEventListener('statechange', onChange);
  });
}

/** The registration's next worker, installed: the waiting one, else the one installing, else asks for one. */
async function nextWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.waiting) return registration.waiting;
  if (!registration.installing) await registration.update().catch(() => undefined);
  const worker = registration.installing ?? registration.waiting;
  return worker ? whenInstalled(worker) : null;
}

/**
 * Makes the newest worker control the page: the waiting one is told SKIP_WAITING; with none waiting, the
 * registration looks for an update and its install is awaited first. Resolves once `controllerchange` came,
 * or at the bounds; never rejects.
 */
export async function takeOverWithNewWorker(
  container: WorkerContainer | null,
  timeouts: TakeoverTimeouts = DEFAULT_TIMEOUTS,
): Promise<TakeoverOutcome> {
  if (!container?.controller) return 'none'; // no worker answers the reload: it reaches the server
  underWay = true;
  let onChange = () => {};
  const changed = new Promise<void>((resolve) => (onChange = resolve));
  container.addEventListener('controllerchange', onChange);
  try {
    const worker = await within(
      container
        .getRegistration()
        .then((registration) => (registration ? nextWorker(registration) : null))
        .catch(() => null),
      timeouts.installMs,
    );
    if (worker === TIMEOUT) return 'timeout';
    if (worker === null) return 'none';
    worker.postMessage({ type: SW_MESSAGE.skipWaiting });
    return (await within(changed, timeouts.takeoverMs)) === TIMEOUT ? 'timeout' : 'switched';
  } finally {
    container.removeEventListener('controllerchange', onChange);
  }
}
