import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { NotificationView } from '../../src/features/notifications/api/notifications';
import { NOTIFICATION_WINDOW_KEY } from '../../src/features/notifications/api/notifications';
import { startNotifications } from '../../src/features/notifications/hub';
import { unreadNotifications } from '../../src/lib/notifications/unread-signal';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, visitAs } from './helpers';
import { stubApi } from './auth-support';
import { FakeSocket } from './fake-socket';
import { fixClock, releaseClock } from './moscow-clock';

// A badge that stays true: on focus (or the page becoming visible) and on every reconnect of the socket, the
// bell and the app icon's badge take the server's window, so an event the tab missed never leaves them wrong.

const LIST = '/notification/api/v1/notifications/';
const NOW = new Date('2026-11-25T09:00:00Z');

const note = (id: number, is_read = false): NotificationView => ({
  notification_id: id,
  kind: 'invitation_answered',
  title: `Уведомление ${id}`,
  text: `Текст уведомления ${id}`,
  link: '/dashboard/project/1',
  payload: {},
  is_read,
  // All within the last 7 days: counted whatever the calendar month.
  created_at: new Date(NOW.getTime() - id * 60_000).toISOString(),
});
const page = (results: unknown[]) =>
  jsonResponse({ count: results.length, next: null, previous: null, results });

let badge: Mock<(count?: number) => Promise<void>>;
/** The server's window, as the REST list answers it. */
let server: NotificationView[];
let stop: (() => void) | null = null;

beforeEach(() => {
  fixClock(NOW);
  visitAs('client');
  badge = vi.fn((_count?: number) => Promise.resolve());
  Object.defineProperty(navigator, 'setAppBadge', { configurable: true, value: badge });
  Object.defineProperty(navigator, 'clearAppBadge', {
    configurable: true,
    value: () => badge(0),
  });
  server = [note(1), note(2), note(3, true)];
});
afterEach(() => {
  stop?.();
  stop = null;
  releaseClock();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
  queryClient.clear();
});

/** The hub started on a cached window with `cached`'s unread ones (as restored from IndexedDB). */
async function started(cached: NotificationView[]) {
  queryClient.setQueryData(NOTIFICATION_WINDOW_KEY, cached);
  stop = startNotifications(1, queryClient, () => []);
  await waitFor(() =>
    expect(unreadNotifications.value).toBe(cached.filter((n) => !n.is_read).length),
  );
  await waitFor(() => expect(FakeSocket.latest()).toBeTruthy());
  return FakeSocket.latest()!;
}
const lastBadge = () => badge.mock.calls.at(-1)?.[0];

describe('on focus', () => {
  it('the bell and the badge take the server’s count: one read elsewhere, one missed', async () => {
    const api = stubApi({ [`GET ${LIST}`]: () => page(server) });
    await started([note(2), note(3)]); // the tab thinks: 2 unread
    server = [note(1), note(2, true), note(3, true)]; // one new it missed, one read on the phone
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    await waitFor(() => expect(unreadNotifications.value).toBe(1));
    expect(lastBadge()).toBe(1);
    const items = queryClient.getQueryData<NotificationView[]>(NOTIFICATION_WINDOW_KEY)!;
    expect(items.map((n) => [n.notification_id, n.is_read])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
  });

  it('rewrites the badge even when the bell’s count did not change (a push set it behind the tab)', async () => {
    const api = stubApi({ [`GET ${LIST}`]: () => page(server) });
    await started(server);
    badge.mockClear();
    void badge(7); // the worker, on a push for a notification read since
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    await waitFor(() => expect(lastBadge()).toBe(2));
    expect(unreadNotifications.value).toBe(2);
  });

  it('also when the page becomes visible again; not when it is hidden', async () => {
    const api = stubApi({ [`GET ${LIST}`]: () => page(server) });
    await started(server);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo(LIST)).toHaveLength(0);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
  });

  it('keeps a notification the socket brought while the list was on its way, and a read not yet sent', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi({
      [`GET ${LIST}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const socket = await started(server);
    socket.open();
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus')); // one resync at a time
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    socket.receive({ type: 'notification', notification: note(0) });
    await waitFor(() => expect(unreadNotifications.value).toBe(3));
    answer(page(server)); // the list predates notification 0
    await waitFor(() =>
      expect(
        queryClient
          .getQueryData<NotificationView[]>(NOTIFICATION_WINDOW_KEY)!
          .map((n) => n.notification_id),
      ).toEqual([0, 1, 2, 3]),
    );
    expect(unreadNotifications.value).toBe(3);
    expect(lastBadge()).toBe(3);
  });

  it('offline: the cached window stays as it was', async () => {
    const api = stubApi({
      [`GET ${LIST}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await started([note(2), note(3)]);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unreadNotifications.value).toBe(2);
  });

  it('after logout an answer still on its way changes nothing', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi({
      [`GET ${LIST}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await started(server);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    stop!();
    stop = null;
    queryClient.clear();
    answer(page(server));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryData(NOTIFICATION_WINDOW_KEY)).toBeUndefined();
    expect(unreadNotifications.value).toBeNull();
  });
});

describe('on reconnect', () => {
  it('the socket’s first window after a drop sets the bell and the badge', async () => {
    stubApi({ [`GET ${LIST}`]: () => page(server) });
    const first = await started([note(2), note(3)]);
    first.open();
    first.receive({ type: 'init', results: [note(2), note(3)], unread_count: 2 });
    await waitFor(() => expect(lastBadge()).toBe(2));
    first.close(1006); // the network dropped: the socket reconnects by itself
    await waitFor(() => expect(FakeSocket.latest()).not.toBe(first), { timeout: 60_000 });
    const second = FakeSocket.latest()!;
    second.open();
    badge.mockClear();
    // Meanwhile: one new, and notification 2 read on another device.
    second.receive({ type: 'init', results: [note(1), note(2, true), note(3)], unread_count: 2 });
    await waitFor(() => expect(lastBadge()).toBe(2)); // the same count, written again
    expect(unreadNotifications.value).toBe(2);
    second.receive({
      type: 'init',
      results: [note(1, true), note(2, true), note(3)],
      unread_count: 1,
    });
    await waitFor(() => expect(unreadNotifications.value).toBe(1));
    expect(lastBadge()).toBe(1);
  });
});
