import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { base64urlOf } from '../../sw/push-keys';
import { startNotifications } from '../../src/features/notifications/hub';
import { checkDevicePush, PUSH_CHECK_MS, startPushChecks } from '../../src/lib/pwa/push-renewal';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, visitAs } from './helpers';
import { stubApi, type ApiCall } from './auth-support';
import { ENDPOINT, fakePush, removeFakePush, SUBSCRIPTION_KEYS } from './fake-push';

// The app's check, at start and daily, that the browser's push subscription is the one the server holds
// (src/lib/pwa/push-renewal.ts). The clock is faked: no test waits for a real day or reads the real time.

const VAPID_KEY = '/notification/api/v1/push/vapid-key/';
const DEVICES = '/notification/api/v1/push/subscriptions/';
/** Two P-256 public keys, base64url: the server's current VAPID key and an older one. */
const SERVER_KEY = base64urlOf(new Uint8Array(65).fill(4));
const OLD_KEY = base64urlOf(new Uint8Array(65).fill(5));
const NOW = new Date('2026-11-25T09:00:00Z');

const held = (extra: object = {}) => ({
  subscription_id: 1,
  endpoint: ENDPOINT,
  p256dh: SUBSCRIPTION_KEYS.p256dh,
  created_at: '2026-11-01T10:00:00Z',
  ...extra,
});

/** The server's push API holding `devices`; a POST answers 201 (and is kept in `api.calls`). */
const pushApi = (devices: object[]) =>
  stubApi({
    [`GET ${VAPID_KEY}`]: () => jsonResponse({ public_key: SERVER_KEY }),
    [`GET ${DEVICES}`]: () => jsonResponse(devices),
    [`POST ${DEVICES}`]: (call: ApiCall) =>
      jsonResponse({ subscription_id: 2, ...(call.body as object), created_at: NOW }, 201),
  });
const posted = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === DEVICES).map((c) => c.body);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout'] });
  vi.setSystemTime(NOW);
  visitAs('client');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  removeFakePush();
});

describe('the check of this device’s push subscription', () => {
  it('leaves a subscription the server holds, with the same key, as it is', async () => {
    fakePush({ permission: 'granted', subscribed: true, subscribedWithKey: SERVER_KEY });
    const api = pushApi([held({ endpoint: 'https://push.example/other' }), held()]);
    expect(await checkDevicePush()).toBe('held');
    expect(posted(api)).toEqual([]);
  });

  it('sends it again when the server no longer holds it, or holds other keys for it', async () => {
    for (const devices of [[], [held({ p256dh: 'BOlder' })]]) {
      fakePush({ permission: 'granted', subscribed: true, subscribedWithKey: SERVER_KEY });
      const api = pushApi(devices);
      expect(await checkDevicePush()).toBe('renewed');
      expect(posted(api)).toEqual([
        { endpoint: ENDPOINT, expirationTime: null, keys: SUBSCRIPTION_KEYS },
      ]);
    }
  });

  it('makes a new one with the server’s key when the browser’s was made with another', async () => {
    const renewed = 'https://push.example/send/device-1-renewed';
    const push = fakePush({
      permission: 'granted',
      subscribed: true,
      subscribedWithKey: OLD_KEY,
      newEndpoint: renewed,
    });
    const api = pushApi([held()]);
    expect(await checkDevicePush()).toBe('renewed');
    expect(push.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    const options = push.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(base64urlOf(options.applicationServerKey as Uint8Array)).toBe(SERVER_KEY);
    expect(posted(api)).toEqual([
      expect.objectContaining({ endpoint: renewed, keys: SUBSCRIPTION_KEYS }),
    ]);
  });

  it('never turns push on: no subscription, or no permission, means no call at all', async () => {
    for (const options of [
      { permission: 'granted' as const, subscribed: false },
      { permission: 'default' as const, subscribed: true },
      { permission: 'denied' as const, subscribed: true },
    ]) {
      const push = fakePush(options);
      const api = pushApi([]);
      expect(await checkDevicePush()).toBe('off');
      expect(api.calls).toEqual([]);
      expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    }
    removeFakePush();
    const api = pushApi([]);
    expect(await checkDevicePush()).toBe('off'); // a browser without push
    expect(api.calls).toEqual([]);
  });

  it('sends nothing once the user has logged out meanwhile', async () => {
    fakePush({ permission: 'granted', subscribed: true, subscribedWithKey: SERVER_KEY });
    const api = pushApi([]);
    expect(await checkDevicePush(() => false)).toBe('off');
    expect(posted(api)).toEqual([]);
  });
});

describe('the checks while logged in', () => {
  const devicesReads = (api: ReturnType<typeof stubApi>) =>
    api.calls.filter((call) => call.method === 'GET' && call.path === DEVICES).length;

  it('run at start and once a day, and stop at logout', async () => {
    fakePush({ permission: 'granted', subscribed: true, subscribedWithKey: SERVER_KEY });
    const api = pushApi([held()]);
    const stop = startPushChecks();
    // Only the async steps of a check run here (no timer advances): vi.waitFor would move the fake clock.
    await vi.advanceTimersByTimeAsync(0);
    expect(devicesReads(api)).toBe(1);
    await vi.advanceTimersByTimeAsync(PUSH_CHECK_MS - 1);
    expect(devicesReads(api)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(devicesReads(api)).toBe(2);
    await vi.advanceTimersByTimeAsync(PUSH_CHECK_MS);
    expect(devicesReads(api)).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(3 * PUSH_CHECK_MS);
    window.dispatchEvent(new Event('online'));
    expect(devicesReads(api)).toBe(3);
  });

  it('are started by the notifications hub of a logged-in user, and stopped with it at logout', async () => {
    fakePush({ permission: 'granted', subscribed: true, subscribedWithKey: SERVER_KEY });
    const api = pushApi([]);
    const stop = startNotifications(1, queryClient, () => []);
    await vi.advanceTimersByTimeAsync(0);
    expect(posted(api)).toHaveLength(1); // the server had lost it: sent again at start
    stop();
    await vi.advanceTimersByTimeAsync(PUSH_CHECK_MS);
    expect(devicesReads(api)).toBe(1);
    queryClient.clear();
  });

  it('a check that failed offline is done again when the network is back', async () => {
    fakePush({ permission: 'granted', subscribed: true, subscribedWithKey: SERVER_KEY });
    let online = false;
    const api = stubApi({
      [`GET ${VAPID_KEY}`]: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse({ public_key: SERVER_KEY });
      },
      [`GET ${DEVICES}`]: () => jsonResponse([]),
      [`POST ${DEVICES}`]: (call: ApiCall) => jsonResponse(call.body, 201),
    });
    const stop = startPushChecks();
    await vi.waitFor(() => expect(api.callsTo(VAPID_KEY).length).toBeGreaterThan(0));
    await vi.advanceTimersByTimeAsync(0);
    expect(posted(api)).toEqual([]);
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(posted(api)).toHaveLength(1));
    window.dispatchEvent(new Event('online')); // done: a second «online» checks nothing again
    await vi.advanceTimersByTimeAsync(0);
    expect(posted(api)).toHaveLength(1);
    stop();
  });
});
