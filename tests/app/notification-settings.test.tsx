import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCKED_NOTE, preferenceGrid } from '../../contract/notification-channels';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_KINDS,
  type NotificationPreference,
} from '../../contract/notifications';
import { endSession } from '../../src/lib/logout';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { meOf, noContent, stubApi, type ApiCall } from './auth-support';
import { ENDPOINT, fakePush, removeFakePush, SUBSCRIPTION_KEYS } from './fake-push';

// «Уведомления» on both profile pages: the kinds of the user's audience × the channels, saved one change at
// a time (back as it was, with a toast, when the server refuses), and push on this device.

const PREFERENCES = '/notification/api/v1/preferences/';
const VAPID_KEY = '/notification/api/v1/push/vapid-key/';
const SUBSCRIBE = '/notification/api/v1/push/subscriptions/';
const UNSUBSCRIBE = '/notification/api/v1/push/unsubscribe/';
const BLACKLIST = '/auth/api/v1/jwt/blacklist/';
/** A P-256 public key, base64url: 65 bytes, the first 0x04. */
const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** Every kind an agency person is told of: each has its three switches. */
const AGENCY_KINDS = NOTIFICATION_KINDS.filter(
  (kind) => NOTIFICATION_EVENTS[kind].audience === 'agency',
).length;

const ROWS: NotificationPreference[] = preferenceGrid(
  new Map([['review_received', { push: false }]]),
).map(({ kind, switches, locked }) => ({ kind, ...switches, locked }));

/** The page's API, with the preferences kept as a server would: a PATCH changes what the next GET answers. */
const pageApi = (visitor: 'client' | 'executor') => {
  let rows = ROWS;
  return {
    'GET /auth/api/v1/users/me/': () => jsonResponse(meOf(visitor)),
    'GET /accounts/api/v1/company-accounts/get_company_by_user/': () =>
      jsonResponse({ id: 9, company: null }),
    'GET /accounts/api/v1/contractor-accounts/get_contractor_by_user/': () => jsonResponse({}, 404),
    [`GET ${PREFERENCES}`]: () => jsonResponse(rows),
    ...Object.fromEntries(
      ROWS.map(({ kind }) => [
        `PATCH ${PREFERENCES}${kind}/`,
        (call: ApiCall) => {
          rows = rows.map((row) =>
            row.kind === kind ? { ...row, ...(call.body as object) } : row,
          );
          return jsonResponse(rows.find((row) => row.kind === kind));
        },
      ]),
    ),
  };
};

const section = () => screen.getByRole('region', { name: 'Уведомления' });
const box = (name: string) => within(section()).getByRole<HTMLInputElement>('checkbox', { name });

beforeAll(() => loadRouteModules());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  removeFakePush();
  queryClient.clear();
});

describe('the preferences grid', () => {
  it('a client sees the client kinds only, every channel of each', async () => {
    stubApi(pageApi('client'));
    visitAs('client');
    await renderApp('/dashboard/profile');
    expect(await screen.findByRole('checkbox', { name: 'Письмо: Новое предложение' })).toBeTruthy();
    const names = within(section())
      .getAllByRole('checkbox')
      .map((checkbox) => checkbox.getAttribute('aria-label'));
    expect(names).toEqual([
      'В приложении: Ответ на приглашение',
      'На устройство: Ответ на приглашение',
      'Письмо: Ответ на приглашение',
      'В приложении: Новое предложение',
      'На устройство: Новое предложение',
      'Письмо: Новое предложение',
      'В приложении: Вопрос по проекту',
      'На устройство: Вопрос по проекту',
      'Письмо: Вопрос по проекту',
    ]);
    expect(box('Письмо: Ответ на приглашение').checked).toBe(false); // not mailed by default
    expect(box('Письмо: Новое предложение').checked).toBe(true);
    expect(screen.queryByText(LOCKED_NOTE)).toBeNull();
  });

  it('an agency person sees the agency kinds; access and payment are on and cannot be changed', async () => {
    stubApi(pageApi('executor'));
    visitAs('executor');
    await renderApp('/panel/profile');
    await screen.findByRole('checkbox', { name: 'Письмо: Новый отзыв' });
    expect(within(section()).getAllByRole('checkbox')).toHaveLength(AGENCY_KINDS * 3);
    expect(screen.queryByRole('checkbox', { name: /Новое предложение/ })).toBeNull();
    expect(box('На устройство: Новый отзыв').checked).toBe(false); // the stored choice
    for (const label of ['Новый сотрудник', 'Тариф'])
      for (const channel of ['В приложении', 'На устройство', 'Письмо']) {
        const locked = box(`${channel}: ${label}`);
        expect([locked.checked, locked.disabled]).toEqual([true, true]);
        expect(locked).toHaveAccessibleDescription(LOCKED_NOTE);
      }
    expect(box('Письмо: Новый отзыв').disabled).toBe(false);
  });

  it('saves each change at once, one PATCH per switch', async () => {
    const api = stubApi(pageApi('executor'));
    visitAs('executor');
    await renderApp('/panel/profile');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Письмо: Новый отзыв' }));
    // Within the click itself, as a browser's check of the box reads it: no later tick.
    expect(box('Письмо: Новый отзыв').checked).toBe(false);
    fireEvent.click(box('На устройство: Новый отзыв'));
    fireEvent.click(box('В приложении: Начало тендера'));
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body]),
      ).toEqual([
        [`${PREFERENCES}review_received/`, { email: false }],
        [`${PREFERENCES}review_received/`, { push: true }],
        [`${PREFERENCES}tender_started/`, { in_app: false }],
      ]),
    );
    // Once the last one is in, the grid is asked again: the server's, the same.
    await waitFor(() => expect(api.callsTo(PREFERENCES).length).toBeGreaterThan(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(box('Письмо: Новый отзыв').checked).toBe(false);
    expect(box('На устройство: Новый отзыв').checked).toBe(true);
    expect(box('В приложении: Начало тендера').checked).toBe(false);
  });

  it('a refused change goes back, with a toast', async () => {
    let refuse = () => {};
    stubApi({
      ...pageApi('client'),
      [`PATCH ${PREFERENCES}proposal_submitted/`]: () =>
        new Promise<Response>((resolve) => (refuse = () => resolve(jsonResponse({}, 500)))),
    });
    visitAs('client');
    await renderApp('/dashboard/profile');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Письмо: Новое предложение' }));
    await waitFor(() => expect(box('Письмо: Новое предложение').checked).toBe(false));
    refuse();
    expect(
      await screen.findByText('Не удалось сохранить настройку уведомлений. Попробуйте ещё раз.', {
        selector: '.toast-description',
      }),
    ).toBeTruthy();
    // The toast is raised before the switch is put back: wait for the switch too.
    await waitFor(() => expect(box('Письмо: Новое предложение').checked).toBe(true));
  });

  it('says when the preferences cannot be loaded, and loads them again on request', async () => {
    let fail = true;
    stubApi({
      ...pageApi('client'),
      [`GET ${PREFERENCES}`]: () => (fail ? jsonResponse({}, 503) : jsonResponse(ROWS)),
    });
    visitAs('client');
    await renderApp('/dashboard/profile');
    expect(screen.getByLabelText('Загружаем настройки').getAttribute('aria-busy')).toBe('true');
    const alert = await screen.findByText(/Не удалось загрузить настройки уведомлений/, {
      selector: '[role="alert"]',
    });
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('checkbox', { name: 'Письмо: Новое предложение' })).toBeTruthy();
  });
});

describe('push on this device', () => {
  const status = () => within(section()).getByRole('status');
  const openProfile = async (api = {}) => {
    const calls = stubApi({ ...pageApi('client'), ...api });
    visitAs('client');
    await renderApp('/dashboard/profile');
    await waitFor(() => expect(status().textContent).not.toMatch(/^Проверяем/));
    return calls;
  };

  it('is not offered where the browser has no push', async () => {
    await openProfile();
    expect(status().textContent).toMatch(/^Этот браузер не показывает уведомления сайтов/);
    expect(screen.queryByRole('button', { name: /уведомления на этом устройстве/ })).toBeNull();
  });

  it('says how to allow notifications the browser blocks', async () => {
    fakePush({ permission: 'denied' });
    await openProfile();
    expect(status().textContent).toMatch(/запрещены в настройках браузера\. Чтобы разрешить их/);
    expect(screen.queryByRole('button', { name: /уведомления на этом устройстве/ })).toBeNull();
  });

  it('asks for permission only on the click, then subscribes and tells the server', async () => {
    const push = fakePush();
    const api = await openProfile({
      [`GET ${VAPID_KEY}`]: () => jsonResponse({ public_key: PUBLIC_KEY }),
      [`POST ${SUBSCRIBE}`]: () => jsonResponse({ subscription_id: 1, endpoint: ENDPOINT }, 201),
    });
    expect(status().textContent).toBe('Уведомления на этом устройстве выключены.');
    expect(push.Notification.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(
      screen.getByRole('button', { name: 'Включить уведомления на этом устройстве' }),
    );
    await screen.findByRole('button', { name: 'Отключить на этом устройстве' });
    expect(status().textContent).toBe('Уведомления на этом устройстве включены.');
    expect(push.Notification.requestPermission).toHaveBeenCalledOnce();
    const [options] = push.pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    const key = options.applicationServerKey as Uint8Array;
    expect([key.length, key[0]]).toEqual([65, 0x04]);
    expect(api.callsTo(SUBSCRIBE).map((call) => call.body)).toEqual([
      { endpoint: ENDPOINT, expirationTime: null, keys: SUBSCRIPTION_KEYS },
    ]);
  });

  it('stays off when the user refuses, and says it is blocked', async () => {
    const push = fakePush({ answer: 'denied' });
    const api = await openProfile();
    fireEvent.click(
      screen.getByRole('button', { name: 'Включить уведомления на этом устройстве' }),
    );
    await waitFor(() => expect(status().textContent).toMatch(/запрещены в настройках браузера/));
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.callsTo(VAPID_KEY)).toEqual([]);
  });

  it('drops the browser’s subscription when the server does not take it, with a toast', async () => {
    const push = fakePush();
    await openProfile({
      [`GET ${VAPID_KEY}`]: () => jsonResponse({ public_key: PUBLIC_KEY }),
      [`POST ${SUBSCRIBE}`]: () => jsonResponse({}, 500),
    });
    fireEvent.click(
      screen.getByRole('button', { name: 'Включить уведомления на этом устройстве' }),
    );
    expect(
      await screen.findByText('Не удалось включить уведомления. Попробуйте ещё раз.', {
        selector: '.toast-description',
      }),
    ).toBeTruthy();
    expect(push.subscription.unsubscribe).toHaveBeenCalledOnce();
    // After the toast the browser's state is read again: the status follows it.
    await waitFor(() =>
      expect(status().textContent).toBe('Уведомления на этом устройстве выключены.'),
    );
  });

  it('turns off on this device: the browser, then the server forget it', async () => {
    const push = fakePush({ permission: 'granted', subscribed: true });
    const api = await openProfile({ [`POST ${UNSUBSCRIBE}`]: () => noContent() });
    expect(status().textContent).toBe('Уведомления на этом устройстве включены.');
    fireEvent.click(screen.getByRole('button', { name: 'Отключить на этом устройстве' }));
    await screen.findByRole('button', { name: 'Включить уведомления на этом устройстве' });
    expect(push.subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(api.callsTo(UNSUBSCRIBE).map((call) => call.body)).toEqual([{ endpoint: ENDPOINT }]);
  });

  it('at logout, the server drops the device’s subscription with the ending login’s token, before its revoke', async () => {
    const push = fakePush({ permission: 'granted', subscribed: true });
    const api = stubApi({
      [`POST ${UNSUBSCRIBE}`]: () => noContent(),
      [`POST ${BLACKLIST}`]: () => noContent(),
    });
    visitAs('client');
    await endSession();
    await waitFor(() => expect(api.callsTo(BLACKLIST)).toHaveLength(1));
    expect(api.calls.map((call) => [call.path, call.authorization, call.body])).toEqual([
      [UNSUBSCRIBE, 'Bearer access-token', { endpoint: ENDPOINT }],
      [BLACKLIST, null, { refresh: 'refresh-token' }],
    ]);
    expect(push.subscription.unsubscribe).toHaveBeenCalledOnce();
  });
});
