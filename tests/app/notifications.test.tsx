import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type LoaderFunction } from 'react-router-dom';
import { routes } from '../../src/app/route-table';
import { queryClient } from '../../src/lib/react-query';
import { unreadNotifications } from '../../src/lib/notifications/unread-signal';
import type { NotificationView } from '../../src/features/notifications/api/notifications';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { stubApi } from './auth-support';
import { FakeSocket } from './fake-socket';

// The notifications of a logged-in user: the page of either side, the bell's count (spec §4's rule), the live
// socket, read marks online and offline. The clock and the viewer's zone are set: the list is grouped by day.

const LIST = '/notification/api/v1/notifications/';
const NOW = new Date('2026-11-25T09:00:00Z'); // 12:00 in Moscow

const note = (id: number, created_at: string, extra: Partial<NotificationView> = {}) => ({
  notification_id: id,
  kind: 'invitation_answered',
  title: `Уведомление ${id}`,
  text: `Текст уведомления ${id}`,
  link: '/dashboard/project/1',
  is_read: false,
  created_at,
  ...extra,
});

const STORED = [
  note(3, '2026-11-25T08:30:00Z', { title: 'Агентство «Север» приняло приглашение' }),
  note(2, '2026-11-24T15:00:00Z', { is_read: true, title: 'Тендер начат' }),
  note(0, '2026-10-10T10:00:00Z', { title: 'Прошлый месяц' }), // outside the window: not listed
  note(1, '2026-11-03T10:00:00Z', { title: 'Профиль опубликован', link: '/panel/company-profile' }),
];
const page = (results: unknown[]) =>
  jsonResponse({ count: results.length, next: null, previous: null, results });

beforeAll(() => loadRouteModules());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // The viewer's zone is Moscow's, whatever the machine's.
  const resolved = Object.getOwnPropertyDescriptor(
    Intl.DateTimeFormat.prototype,
    'resolvedOptions',
  )!.value as (this: Intl.DateTimeFormat) => Intl.ResolvedDateTimeFormatOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: 'Europe/Moscow' };
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  queryClient.clear();
});

const bell = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Уведомления/ });
const liveSocket = async () => {
  await waitFor(() => expect(FakeSocket.latest()).toBeTruthy());
  return FakeSocket.latest()!;
};

describe('the notifications page', () => {
  // Its list leaves with the route's code (the loader), not a round trip later once the page renders: for the
  // side the route lets in only.
  it.each([
    ['/notifications', 'client', 'executor'],
    ['/panel/notifications', 'executor', 'client'],
  ] as const)('%s starts its list from its route loader', async (path, allowed, refused) => {
    const { callsTo } = stubApi({ [`GET ${LIST}`]: () => page(STORED) });
    const runLoader = async (as: 'client' | 'executor') => {
      visitAs(as);
      const { route } = matchRoutes(routes, path)!.at(-1)!;
      const url = new URL(`http://app.test${path}`);
      const args = { request: new Request(url), url, pattern: path, params: {}, context: {} };
      await (route.loader as LoaderFunction)(args);
      await import('../../src/features/notifications/api/prefetch'); // the module the loader starts from
    };
    await runLoader(refused);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callsTo(LIST)).toHaveLength(0);
    await runLoader(allowed);
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(1));
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Сегодня' })).toBeTruthy();
  });

  it('lists them by day, unread marked, and the bell counts the unread of the window', async () => {
    stubApi({ [`GET ${LIST}`]: () => page(STORED) });
    visitAs('client');
    await renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Сегодня' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Вчера' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '3 ноября' })).toBeTruthy();
    expect(screen.queryByText('Прошлый месяц')).toBeNull();
    const link = screen.getByRole('link', { name: 'Агентство «Север» приняло приглашение' });
    expect(link.getAttribute('href')).toBe('/dashboard/project/1');
    expect(screen.getByText('2 непрочитанных за месяц и последнюю неделю')).toBeTruthy();
    await waitFor(() =>
      expect(bell().getAttribute('aria-label')).toBe('Уведомления: 2 непрочитанных'),
    );
    expect(bell().getAttribute('href')).toBe('/notifications');
  });

  it('shows only the unread ones when asked', async () => {
    stubApi({ [`GET ${LIST}`]: () => page(STORED) });
    visitAs('client');
    await renderApp('/notifications');
    await screen.findByText('Тендер начат');
    fireEvent.click(screen.getByRole('button', { name: 'Непрочитанные' }));
    expect(screen.queryByText('Тендер начат')).toBeNull();
    expect(screen.getByText('Профиль опубликован')).toBeTruthy();
  });

  it('says when there is nothing yet', async () => {
    stubApi({ [`GET ${LIST}`]: () => page([]) });
    visitAs('client');
    await renderApp('/notifications');
    expect(await screen.findByText(/Уведомлений пока нет/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Прочитать все' }).disabled).toBe(
      true,
    );
  });

  it('an agency reads them in its panel, the menu shows the count', async () => {
    stubApi({
      [`GET ${LIST}`]: () => page(STORED),
      'GET /contractor/api/v1/contractors/my-profile/': () => jsonResponse({}, 404),
    });
    visitAs('executor');
    await renderApp('/panel/notifications');
    expect(await screen.findByText('Профиль опубликован')).toBeTruthy();
    const menu = screen.getAllByRole('navigation', { name: 'Разделы панели' })[0]!;
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: /Уведомления/ }).textContent).toContain('2'),
    );
    expect(bell().getAttribute('href')).toBe('/panel/notifications');
  });
});

describe('read marks', () => {
  it('one: on screen at once, sent to the server once', async () => {
    const api = stubApi({
      [`GET ${LIST}`]: () => page(STORED),
      [`PATCH ${LIST}3/`]: () => jsonResponse({ ...STORED[0], is_read: true }),
    });
    visitAs('client');
    await renderApp('/notifications');
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Отметить прочитанным: Агентство «Север» приняло приглашение',
      }),
    );
    await waitFor(() =>
      expect(api.callsTo(`${LIST}3/`).map((c) => c.body)).toEqual([{ is_read: true }]),
    );
    // The cache tells the screen of the change on its own tick: the lead follows, not with the call.
    expect(await screen.findByText('1 непрочитанное за месяц и последнюю неделю')).toBeTruthy();
    await waitFor(() => expect(unreadNotifications.value).toBe(1));
  });

  it('all: one call, nothing unread left', async () => {
    const api = stubApi({
      [`GET ${LIST}`]: () => page(STORED),
      [`POST ${LIST}read-all/`]: () => jsonResponse({ marked: 2 }),
    });
    visitAs('client');
    await renderApp('/notifications');
    await screen.findByText('Профиль опубликован');
    fireEvent.click(screen.getByRole('button', { name: 'Прочитать все' }));
    expect(await screen.findByText('Всё прочитано')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(`${LIST}read-all/`)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Отметить прочитанным/ })).toBeNull();
  });

  it('offline: the mark waits and goes out once when the network is back', async () => {
    let online = false;
    const api = stubApi({
      [`GET ${LIST}`]: () => page(STORED),
      [`PATCH ${LIST}1/`]: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse({ ...STORED[2], is_read: true });
      },
    });
    visitAs('client');
    await renderApp('/notifications');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Отметить прочитанным: Профиль опубликован' }),
    );
    await waitFor(() => expect(api.callsTo(`${LIST}1/`)).toHaveLength(1)); // tried, failed
    expect(await screen.findByText('1 непрочитанное за месяц и последнюю неделю')).toBeTruthy();
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(api.callsTo(`${LIST}1/`)).toHaveLength(2));
    act(() => void window.dispatchEvent(new Event('online')));
    (await liveSocket()).open(); // a reconnect flushes too: nothing is left to send
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(`${LIST}1/`)).toHaveLength(2);
  });
});

describe('the socket', () => {
  it('opens for the user with the access token, takes the window, adds new ones live with a toast', async () => {
    stubApi({ [`GET ${LIST}`]: () => page(STORED) });
    visitAs('client');
    await renderApp('/notifications');
    const socket = await liveSocket();
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/ws\/notifications\/1\/\?token=access-token$/);
    socket.open();
    act(() =>
      socket.receive({
        type: 'init',
        results: [note(5, '2026-11-25T07:00:00Z', { title: 'Получен отзыв' })],
        unread_count: 1,
      }),
    );
    expect(await screen.findByText('Получен отзыв')).toBeTruthy();
    expect(screen.queryByText('Профиль опубликован')).toBeNull(); // the socket's window replaced it
    act(() =>
      socket.receive({
        type: 'notification',
        notification: note(6, '2026-11-25T08:59:00Z', {
          title: 'Новое приглашение',
          text: 'Агентство пригласили в проект «Сайт»',
        }),
      }),
    );
    expect(await screen.findByRole('link', { name: 'Новое приглашение' })).toBeTruthy();
    expect(
      await screen.findByText('Агентство пригласили в проект «Сайт»', {
        selector: '.toast-description',
      }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(bell().getAttribute('aria-label')).toBe('Уведомления: 2 непрочитанных'),
    );
  });

  it('is not opened for a guest, and is closed at logout', async () => {
    stubApi({ [`GET ${LIST}`]: () => page(STORED) });
    visitAs('guest');
    const { router } = await renderApp('/list');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeSocket.instances).toHaveLength(0);
    visitAs('client');
    await act(() => router.navigate('/notifications'));
    const socket = await liveSocket();
    await act(() => router.navigate('/auth/logout'));
    await waitFor(() => expect(socket.readyState).toBe(FakeSocket.CLOSED));
    expect(unreadNotifications.value).toBeNull();
  });
});
