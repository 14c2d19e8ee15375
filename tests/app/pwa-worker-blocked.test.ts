import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_INFO_PATH } from '../../contract/worker-protocol';
import { pwaState } from '../../src/lib/pwa/pwa-state';
import { registerServiceWorker } from '../../src/lib/pwa/service-worker';
import { FIRST_CHECK_AFTER_IDLE_MS } from '../../src/lib/pwa/update-checks';
import { wipeUserData } from '../../src/lib/pwa/user-data';
import { serviceWorkerContainer } from '../../src/lib/pwa/worker-container';

// Service workers unavailable or blocked (a browser policy, some private modes): the app works, only
// offline is lost, and a new build is offered as a plain reload.

/** A container as a blocking browser or policy leaves it; `register` says how registration ends. */
const blockedContainer = (register: () => Promise<unknown>) =>
  ({
    controller: null,
    register,
    getRegistration: () => Promise.resolve(undefined),
    addEventListener: () => {},
    removeEventListener: () => {},
  }) as unknown as ServiceWorkerContainer;

const setContainer = (value: ServiceWorkerContainer | undefined) =>
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value });

const unhandled: unknown[] = [];
const remember = (reason: unknown) => unhandled.push(reason);
let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  unhandled.length = 0;
  process.on('unhandledRejection', remember);
  // The server has a build other than this one ('dev' under Vitest).
  vi.stubGlobal('fetch', (url: string) =>
    Promise.resolve(
      url === BUILD_INFO_PATH
        ? new Response(JSON.stringify({ buildId: 'newer' }), { status: 200 })
        : new Response(null, { status: 404 }),
    ),
  );
});
afterEach(() => {
  stop();
  process.off('unhandledRejection', remember);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  pwaState.needRefresh.value = false;
});

describe('service workers unavailable or blocked', () => {
  it('a missing container reads as none', () => {
    setContainer(undefined);
    expect(serviceWorkerContainer()).toBeNull();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(serviceWorkerContainer()).toBeNull();
  });

  it.each([
    ['no container', undefined],
    [
      'a register() that resolves to nothing (a policy stubs it)',
      blockedContainer(() => Promise.resolve()),
    ],
    [
      'a refused registration',
      blockedContainer(() => Promise.reject(new DOMException('blocked', 'SecurityError'))),
    ],
  ])('%s: no page error, and a new build is offered as a reload', async (_case, container) => {
    setContainer(container);
    stop = registerServiceWorker();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_AFTER_IDLE_MS + 10);
    // vi.waitFor gives up after 1 s by default: a hang guard on a busy machine needs longer.
    await vi.waitFor(() => expect(pwaState.needRefresh.value).toBe(true), { timeout: 60_000 });
    expect(unhandled).toEqual([]);
  });

  it('logout still wipes the user data without a worker to tell', async () => {
    setContainer(undefined);
    await expect(wipeUserData()).resolves.toBeUndefined();
  });
});
