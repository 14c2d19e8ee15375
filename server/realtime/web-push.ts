import webpush from 'web-push';
import type { VapidKeys } from '../config';

/** A day: a device offline longer gets no stale push (the app shows the notification anyway). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer within this is tried again on the next attempt. */
const PUSH_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `ok` — accepted; `gone` — the browser dropped the subscription (404/410): forget it; else why it failed. */
export type PushResult =
  { status: 'ok' } | { status: 'gone' } | { status: 'failed'; error: string };

/**
 * Sends one encrypted push (aes128gcm, signed with VAPID) through web-push's request details and `fetch`:
 * our timeout, and a plain-http push service works too (the tests' fake one; the API stores https only).
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys & { subject: string },
): Promise<PushResult> {
  let response: Response;
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: 'normal' },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
  } catch (error) {
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  await response.body?.cancel();
  if (response.ok) return { status: 'ok' };
  if (response.status === 404 || response.status === 410) return { status: 'gone' };
  return { status: 'failed', error: `push service answered ${response.status}` };
}
