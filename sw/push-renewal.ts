import { API, pathOf } from '../contract/api-paths';
import type { PushRenewal, PushSubscriptionInput } from '../contract/notifications';
import { base64urlOf, keyBytes } from './push-keys';
import type { PushScope, SubscriptionChange } from './push-scope';

// `pushsubscriptionchange`: the browser replaced the subscription (the push service rotated or expired it), and
// pushes go to the old endpoint, into nothing, until the server learns the new one.
//
// Design: the worker holds no login (tokens live in the page), and storing one here would outlive a logout.
// It proves the device instead with the old subscription's auth secret, which only the browser and our
// server know (the push service never sees it): `push/subscriptions/renew/` moves that user's row to the new
// subscription, login-free. Whatever this cannot do — no old subscription given, no network, an API on
// another origin than the worker's —, the app's check does at its next start and daily, with the user's
// login (src/lib/pwa/push-renewal.ts): the browser's subscription against the ones the server holds.

const RENEW_PATH = pathOf(API.notification.pushRenew);
const VAPID_KEY_PATH = pathOf(API.notification.vapidKey);

/** The server's current VAPID key (it may have changed since the old subscription), or null offline. */
async function serverKey(origin: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const response = await fetch(`${origin}${VAPID_KEY_PATH}`, { credentials: 'omit' });
    if (!response.ok) return null;
    const { public_key } = (await response.json()) as { public_key?: unknown };
    return typeof public_key === 'string' && public_key ? keyBytes(public_key) : null;
  } catch {
    return null;
  }
}

export async function renewSubscription(
  scope: PushScope,
  event: SubscriptionChange,
): Promise<void> {
  const old = event.oldSubscription;
  // No old subscription: the browser says push was not on here; only the user's click turns it on.
  if (!old) return;
  const origin = scope.location.origin;
  const next =
    event.newSubscription ??
    (await scope.registration.pushManager
      .subscribe({
        userVisibleOnly: true,
        applicationServerKey: (await serverKey(origin)) ?? old.options.applicationServerKey,
      })
      .catch(() => null)); // permission withdrawn, or no key at all: push stays off here
  if (!next) return;
  const oldAuth = old.getKey('auth');
  if (!oldAuth) return; // nothing to prove the device with: the app's check sends the new one
  const body: PushRenewal = {
    old_endpoint: old.endpoint,
    old_auth: base64urlOf(oldAuth),
    subscription: next.toJSON() as PushSubscriptionInput,
  };
  await fetch(`${origin}${RENEW_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
  }).catch(() => undefined); // offline: the app's check does it later
}
