import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, PAYLOAD } from './push-payload-fixture';
import { registerPushHandlers } from '../../sw/push';
import { base64urlOf, isServerKey, keyBytes } from '../../sw/push-keys';
import { notificationOf, UNREADABLE_PUSH } from '../../sw/push-message';
import type { PushScope } from '../../sw/push-scope';

// The worker's push handlers on a fake ServiceWorkerGlobalScope: every push shows a notification (whatever its
// payload, app in front or not), and `pushsubscriptionchange` renews the subscription with the server.

const RENEW = `${ORIGIN}/notification/api/v1/push/subscriptions/renew/`;
const VAPID_KEY = `${ORIGIN}/notification/api/v1/push/vapid-key/`;
/** The server's current VAPID key and the one the old subscription was made with. */
const SERVER_KEY = base64urlOf(new Uint8Array(65).fill(4));
const OLD_KEY = new Uint8Array(65).fill(7).buffer;
const OLD_AUTH = new Uint8Array(16).fill(9).buffer;

type Handler = (event: unknown) => void;

function fakeScope(windows: { focused: boolean; url: string }[] = []) {
  const handlers = new Map<string, Handler>();
  const subscribe = vi.fn((_options: PushSubscriptionOptionsInit) =>
    Promise.resolve(subscriptionOf('https://push.example/new', 'new')),
  );
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => void handlers.set(type, handler),
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
    registration: {
      showNotification: vi.fn((_title: string, _options?: NotificationOptions) =>
        Promise.resolve(),
      ),
      pushManager: { subscribe },
    },
  };
  registerPushHandlers(scope as unknown as PushScope);
  /** Dispatches an extendable event and waits for what it asked to wait for. */
  const dispatch = async (type: string, init: object) => {
    const waits: Promise<unknown>[] = [];
    handlers.get(type)!({ ...init, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return { scope, dispatch, subscribe };
}

function subscriptionOf(endpoint: string, tag: string, auth: ArrayBuffer | null = OLD_AUTH) {
  return {
    endpoint,
    options: { applicationServerKey: OLD_KEY, userVisibleOnly: true },
    getKey: (name: string) => (name === 'auth' ? auth : null),
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `p256dh-${tag}`, auth: `auth-${tag}` },
    }),
  };
}

const pushOf = (text: string | null) => ({ data: text === null ? null : { text: () => text } });

let setAppBadge: ReturnType<typeof vi.fn>;
beforeEach(() => {
  setAppBadge = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', { setAppBadge, clearAppBadge: vi.fn(() => Promise.resolve()) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a push', () => {
  it('shows its notification and sets the badge to its unread count', async () => {
    const { scope, dispatch } = fakeScope([{ focused: false, url: `${ORIGIN}/panel` }]);
    await dispatch('push', pushOf(JSON.stringify(PAYLOAD)));
    const { title, options } = notificationOf(PAYLOAD);
    expect(scope.registration.showNotification.mock.calls).toEqual([[title, options]]);
    expect(setAppBadge).toHaveBeenCalledWith(3);
  });

  it('still shows one, silently, when a window of the app is focused (no silent push)', async () => {
    const { scope, dispatch } = fakeScope([{ focused: true, url: `${ORIGIN}/panel` }]);
    await dispatch('push', pushOf(JSON.stringify(PAYLOAD)));
    expect(scope.registration.showNotification.mock.calls).toEqual([
      [PAYLOAD.title, { ...notificationOf(PAYLOAD).options, silent: true }],
    ]);
  });

  it('shows the fallback for a payload it cannot read, and leaves the badge alone', async () => {
    const odd = [
      null,
      '',
      'не JSON',
      '{"title":"без остального"}',
      JSON.stringify({ ...PAYLOAD, kind: 'unknown' }),
    ];
    for (const text of odd) {
      const { scope, dispatch } = fakeScope();
      await dispatch('push', pushOf(text));
      expect(scope.registration.showNotification.mock.calls, String(text)).toEqual([
        [UNREADABLE_PUSH.title, UNREADABLE_PUSH.options],
      ]);
    }
    const { scope, dispatch } = fakeScope();
    await dispatch('push', {
      data: {
        text: () => {
          throw new Error('undecodable');
        },
      },
    });
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(1);
    expect(setAppBadge).not.toHaveBeenCalled();
  });

  it('shows one even when the windows cannot be listed', async () => {
    const { scope, dispatch } = fakeScope();
    scope.clients.matchAll.mockRejectedValue(new Error('no clients'));
    await dispatch('push', pushOf(JSON.stringify(PAYLOAD)));
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(1);
  });
});

describe('pushsubscriptionchange', () => {
  const fetchStub = (answers: { key?: 'ok' | 'offline'; renew?: 'ok' | 'offline' } = {}) => {
    const fetch = vi.fn((url: string, _init?: RequestInit) => {
      const mode = url === VAPID_KEY ? answers.key : answers.renew;
      if (mode === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        url === VAPID_KEY
          ? new Response(JSON.stringify({ public_key: SERVER_KEY }))
          : new Response('{}'),
      );
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };
  const renewals = (fetch: ReturnType<typeof fetchStub>) =>
    fetch.mock.calls
      .filter(([url]) => url === RENEW)
      .map(([, init]) => JSON.parse(init!.body as string) as unknown);

  it('subscribes again with the server’s key and sends the new one with the old one’s proof', async () => {
    const fetch = fetchStub();
    const { dispatch, subscribe } = fakeScope();
    const old = subscriptionOf('https://push.example/old', 'old');
    await dispatch('pushsubscriptionchange', { oldSubscription: old, newSubscription: null });
    expect(subscribe).toHaveBeenCalledTimes(1);
    const options = subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(base64urlOf(options.applicationServerKey as Uint8Array)).toBe(SERVER_KEY);
    expect(renewals(fetch)).toEqual([
      {
        old_endpoint: 'https://push.example/old',
        old_auth: base64urlOf(OLD_AUTH),
        subscription: {
          endpoint: 'https://push.example/new',
          expirationTime: null,
          keys: { p256dh: 'p256dh-new', auth: 'auth-new' },
        },
      },
    ]);
    const renew = fetch.mock.calls.find(([url]) => url === RENEW)![1]!;
    expect(renew).toMatchObject({ method: 'POST', credentials: 'omit' });
  });

  it('sends the subscription the browser made itself, without subscribing again', async () => {
    const fetch = fetchStub();
    const { dispatch, subscribe } = fakeScope();
    await dispatch('pushsubscriptionchange', {
      oldSubscription: subscriptionOf('https://push.example/old', 'old'),
      newSubscription: subscriptionOf('https://push.example/given', 'given'),
    });
    expect(subscribe).not.toHaveBeenCalled();
    expect(renewals(fetch)).toEqual([
      expect.objectContaining({
        subscription: expect.objectContaining({ endpoint: 'https://push.example/given' }) as object,
      }),
    ]);
  });

  it('offline: subscribes with the old key and gives up quietly (the app’s check sends it later)', async () => {
    const fetch = fetchStub({ key: 'offline', renew: 'offline' });
    const { dispatch, subscribe } = fakeScope();
    await dispatch('pushsubscriptionchange', {
      oldSubscription: subscriptionOf('https://push.example/old', 'old'),
      newSubscription: null,
    });
    expect(subscribe.mock.calls[0]![0].applicationServerKey).toBe(OLD_KEY);
    expect(renewals(fetch)).toHaveLength(1); // tried once, failed, no error thrown
  });

  it('does nothing without an old subscription: push was off here, only a click turns it on', async () => {
    const fetch = fetchStub();
    const { dispatch, subscribe } = fakeScope();
    await dispatch('pushsubscriptionchange', { oldSubscription: null, newSubscription: null });
    expect(subscribe).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('without the old secret subscribes anew but sends nothing it cannot prove', async () => {
    const fetch = fetchStub();
    const { dispatch, subscribe } = fakeScope();
    await dispatch('pushsubscriptionchange', {
      oldSubscription: subscriptionOf('https://push.example/old', 'old', null),
      newSubscription: null,
    });
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(renewals(fetch)).toEqual([]);
  });
});

describe('push keys', () => {
  it('go from base64url to bytes and back', () => {
    const bytes = keyBytes(SERVER_KEY);
    expect(bytes).toHaveLength(65);
    expect(base64urlOf(bytes)).toBe(SERVER_KEY);
    expect(base64urlOf(new Uint8Array([251, 255]).buffer)).toBe('-_8');
  });

  it('tell a subscription made with the server’s key from one made with another', () => {
    expect(isServerKey(keyBytes(SERVER_KEY).buffer, SERVER_KEY)).toBe(true);
    expect(isServerKey(OLD_KEY, SERVER_KEY)).toBe(false);
    expect(isServerKey(null, SERVER_KEY)).toBe(true); // a browser that does not tell
  });
});
