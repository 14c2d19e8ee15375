import { vi } from 'vitest';
import { keyBytes } from '../../sw/push-keys';

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
  /** The VAPID key (base64url) the existing subscription was made with; by default the browser does not tell. */
  subscribedWithKey?: string;
  /** The endpoint a new subscription gets (the push service's choice). */
  newEndpoint?: string;
};

export function fakePush({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
  subscribedWithKey,
  newEndpoint = ENDPOINT,
}: Options = {}) {
  const state = { permission };
  class FakeNotification {
    static get permission() {
      return state.permission;
    }
    static requestPermission = vi.fn(() => Promise.resolve((state.permission = answer)));
  }
  const subscriptionOf = (endpoint: string, key: Uint8Array | null) => ({
    endpoint,
    options: {
      userVisibleOnly: true,
      applicationServerKey: key ? key.slice().buffer : (null as ArrayBuffer | null),
    },
    unsubscribe: vi.fn(() => {
      pushManager.current = null;
      return Promise.resolve(true);
    }),
    toJSON: () => ({ endpoint, expirationTime: null, keys: SUBSCRIPTION_KEYS }),
  });
  const subscription = subscriptionOf(
    ENDPOINT,
    subscribedWithKey ? keyBytes(subscribedWithKey) : null,
  );
  const pushManager = {
    current: subscribed ? subscription : (null as ReturnType<typeof subscriptionOf> | null),
    getSubscription: vi.fn(() => Promise.resolve(pushManager.current)),
    subscribe: vi.fn((options: PushSubscriptionOptionsInit) => {
      const key = options.applicationServerKey as Uint8Array | undefined;
      const made = newEndpoint === ENDPOINT ? subscription : subscriptionOf(newEndpoint, null);
      made.options.applicationServerKey = key ? key.slice().buffer : null;
      pushManager.current = made;
      return Promise.resolve(made);
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
