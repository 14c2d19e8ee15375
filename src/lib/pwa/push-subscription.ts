import { API } from '../../../contract/api-paths';
import type { PushSubscriptionInput } from '../../../contract/notifications';
import { keyBytes } from '../../../sw/push-keys';
import { callApi } from '../api-client';
import { serviceWorkerContainer } from './worker-container';

// Web push on this device: the browser's subscription (through the service worker's registration) and the
// server's copy of it. Nothing here asks for permission by itself: only `enableDevicePush`, on a click.

/** `unsupported`: no push here (no worker, an old browser, iOS outside an installed app); `blocked`: denied. */
export type DevicePushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** How long a click waits for the worker to be ready (it registers after the page's first screen). */
const WORKER_READY_MS = 10_000;

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window &&
    serviceWorkerContainer() !== null
  );
}

export const currentRegistration = async () =>
  (await serviceWorkerContainer()?.getRegistration()) ?? undefined;

/** The registration, waiting a while for the worker that registers after the first screen. */
async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  const container = serviceWorkerContainer();
  if (!container) throw new Error('push: no service worker container');
  const registration =
    (await container.getRegistration()) ??
    (await Promise.race([
      container.ready,
      new Promise<undefined>((resolve) => setTimeout(resolve, WORKER_READY_MS)),
    ]));
  if (!registration) throw new Error('push: the service worker is not registered');
  return registration;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await currentRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What the section shows, without asking the user anything. */
export async function readDevicePush(): Promise<DevicePushState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription().catch(() => null)) ? 'on' : 'off';
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` takes everywhere. */
export const applicationServerKeyOf = keyBytes;

export const subscriptionInput = (subscription: PushSubscription) =>
  subscription.toJSON() as PushSubscriptionInput;

/**
 * After the user's click: permission, the server's key, the browser's subscription, then the server's copy.
 * A subscription the server did not take is dropped again: the device would say «on» and get nothing.
 */
export async function enableDevicePush(): Promise<DevicePushState> {
  if (!isPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off'; // the prompt was dismissed: ask again on the next click
  const registration = await readyRegistration();
  const { public_key } = await callApi(API.notification.vapidKey);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKeyOf(public_key),
  });
  try {
    await callApi(API.notification.pushSubscribe, { body: subscriptionInput(subscription) });
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/** «Отключить на этом устройстве»: the browser forgets the subscription, then the server does. */
export async function disableDevicePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await callApi(API.notification.pushUnsubscribe, { body: { endpoint } });
}

/**
 * At logout, with the ending login's access token (the cookie is gone already): the server stops sending
 * this user's pushes to the device, and the browser drops the subscription, so the next user of a shared
 * device starts with push off and decides for themselves.
 */
export async function forgetDevicePush(access: string): Promise<void> {
  if (!isPushSupported()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await callApi(API.notification.pushUnsubscribe, { body: { endpoint }, access }).catch(
    () => undefined,
  );
  await subscription.unsubscribe().catch(() => false);
}
