import { vi } from 'vitest';

// Web push as a browser offers it, for the app tests: `Notification` with its permission, `PushManager`, and
// a service worker registration whose push manager keeps one subscription. jsdom has none of them.

export const ENDPOINT = 'https://push.example/send/device-1';
export const SUBSCRIPTION_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

type Options = {
  /** The permission the page starts with. */
  permission?: NotificationPermission;
  /** The user's answer to the permission prompt. */
  answer?: NotificationPermission;
  subscribed?: boolean;
};

export function fakePush({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: Options = {}) {
  const state = { permission };
  class FakeNotification {
    static get permission() {
      return state.permission;
    }
    static requestPermission = vi.fn(() => Promise.resolve((state.permission = answer)));
  }
  const subscription = {
    endpoint: ENDPOINT,
    unsubscribe: vi.fn(() => {
      pushManager.current = null;
      return Promise.resolve(true);
    }),
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: SUBSCRIPTION_KEYS }),
  };
  const pushManager = {
    current: subscribed ? subscription : null,
    getSubscription: vi.fn(() => Promise.resolve(pushManager.current)),
    subscribe: vi.fn((_options: PushSubscriptionOptionsInit) => {
      pushManager.current = subscription;
      return Promise.resolve(subscription);
    }),
  };
  const registration = { pushManager };
  const container = {
    controller: null,
    ready: Promise.resolve(registration),
    getRegistration: () => Promise.resolve(registration),
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { Notification: FakeNotification, pushManager, subscription };
}

/** The browser without push again (jsdom as it is); `vi.unstubAllGlobals` takes the rest away. */
export function removeFakePush(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
