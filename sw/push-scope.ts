// What the push handlers use of the worker's global scope and its events, as structural types: the real
// `ServiceWorkerGlobalScope` fits them, and the tests (DOM lib, no WebWorker types) can type-check the handlers
// on a fake one.

export interface Extendable {
  waitUntil(promise: Promise<unknown>): void;
}

export interface AppWindow {
  url: string;
  focused: boolean;
  focus(): Promise<AppWindow>;
  navigate(url: string): Promise<AppWindow | null>;
}

export type PushMessage = Extendable & { readonly data: { text(): string } | null };
export type NotificationClick = Extendable & {
  readonly notification: { close(): void; readonly data: unknown };
};
export type SubscriptionChange = Extendable & {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
};

export interface PushScope {
  readonly location: { readonly origin: string };
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly AppWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
  readonly registration: {
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
    readonly pushManager: {
      subscribe(options?: PushSubscriptionOptionsInit): Promise<PushSubscription>;
    };
  };
  addEventListener(type: 'push', listener: (event: PushMessage) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClick) => void): void;
  addEventListener(
    type: 'pushsubscriptionchange',
    listener: (event: SubscriptionChange) => void,
  ): void;
}
