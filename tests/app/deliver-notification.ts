import { expect } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { NotificationKind } from '../../contract/notification-events';
import type { Notification } from '../../contract/notifications';
import { FakeSocket } from './fake-socket';

// New notifications on the logged-in user's socket, as the server sends them when an event happens: through
// the app's notifications hub, as a user in front of the screen gets them.

let nextId = 90_000;

/** A new unread notification of `kind` about `payload`, made now. */
export const notificationOf = (
  kind: NotificationKind,
  payload: Record<string, unknown>,
  extra: Partial<Notification> = {},
): Notification => ({
  notification_id: nextId++,
  kind,
  title: 'Новое уведомление',
  text: 'Текст уведомления',
  link: '/',
  payload,
  is_read: false,
  created_at: new Date().toISOString(),
  ...extra,
});

/** The app's socket, accepted by the server (if it was not yet). */
export async function openedSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.latest()).toBeTruthy());
  const socket = FakeSocket.latest()!;
  if (socket.readyState !== FakeSocket.OPEN) act(() => socket.open());
  return socket;
}

/** The server sends the app one new notification of `kind`. */
export async function deliverNotification(
  kind: NotificationKind,
  payload: Record<string, unknown>,
  extra: Partial<Notification> = {},
): Promise<void> {
  const socket = await openedSocket();
  const notification = notificationOf(kind, payload, extra);
  act(() => socket.receive({ type: 'notification', notification }));
}

/** The server sends the window a (re)connected socket starts with. */
export async function deliverWindow(results: Notification[]): Promise<void> {
  const socket = await openedSocket();
  act(() => socket.receive({ type: 'init', results, unread_count: results.length }));
}
