import { API } from '../../../contract/api-paths';
import { isServerKey } from '../../../sw/push-keys';
import { callApi } from '../api-client';
import {
  applicationServerKeyOf,
  currentRegistration,
  isPushSupported,
  subscriptionInput,
} from './push-subscription';

// Pushes that keep arriving: at start and once a day, the browser's subscription is checked against the ones
// the server holds for the user, and renewed when they differ. It catches what the worker's
// `pushsubscriptionchange` could not send (offline, no old subscription to prove the device with), a row the
// server forgot, and a subscription made with a VAPID key the server no longer signs with. It never turns push
// on: without a subscription in the browser (never enabled, turned off, after a logout) nothing happens.

/** A tab or an installed app may stay open for days. */
export const PUSH_CHECK_MS = 24 * 60 * 60_000;

/** `off`: no subscription to check; `held`: the server has it as it is; `renewed`: it was sent again. */
export type PushCheck = 'off' | 'held' | 'renewed';

/** One check; `isCurrent` turns false at logout, and then nothing more is subscribed or sent. */
export async function checkDevicePush(isCurrent: () => boolean = () => true): Promise<PushCheck> {
  if (!isPushSupported() || Notification.permission !== 'granted') return 'off';
  const registration = await currentRegistration();
  const subscription = (await registration?.pushManager.getSubscription()) ?? null;
  if (!registration || !subscription) return 'off';
  const [{ public_key }, devices] = await Promise.all([
    callApi(API.notification.vapidKey),
    callApi(API.notification.pushSubscriptions),
  ]);
  const sameKey = isServerKey(subscription.options.applicationServerKey, public_key);
  const { endpoint, keys } = subscriptionInput(subscription);
  const held = devices.some(
    (device) => device.endpoint === endpoint && device.p256dh === keys.p256dh,
  );
  if (sameKey && held) return 'held';
  if (!isCurrent()) return 'off';
  let current = subscription;
  if (!sameKey) {
    // Made with a key the server no longer signs with: no push can reach it; a new one is made.
    await subscription.unsubscribe().catch(() => false);
    current = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKeyOf(public_key),
    });
  }
  if (!isCurrent()) return 'off';
  await callApi(API.notification.pushSubscribe, { body: subscriptionInput(current) });
  return 'renewed';
}

/**
 * Checks now and every PUSH_CHECK_MS while the user is logged in; a check that failed (offline, the server
 * down) is tried again when the network is back. Returns the stop, called at logout.
 */
export function startPushChecks(): () => void {
  let active = true;
  let failed = false;
  const run = () => {
    failed = false;
    void checkDevicePush(() => active).catch(() => {
      failed = true;
    });
  };
  const retry = () => {
    if (failed) run();
  };
  run();
  const timer = window.setInterval(run, PUSH_CHECK_MS);
  window.addEventListener('online', retry);
  return () => {
    active = false;
    window.clearInterval(timer);
    window.removeEventListener('online', retry);
  };
}
