import { describe, expect, it } from 'vitest';
import { ORIGIN, PAYLOAD } from './push-payload-fixture';
import {
  clickTarget,
  NOTIFICATION_ICON,
  notificationOf,
  notificationOfPush,
  parsePushPayload,
  UNREADABLE_PUSH,
  windowForClick,
} from '../../sw/push-message';

// The worker's decisions about a push and a click on its notification (sw/push-message.ts).

describe('a push payload', () => {
  it('is read when it has the contract’s shape', () => {
    expect(parsePushPayload(JSON.stringify(PAYLOAD))).toEqual(PAYLOAD);
    const off = { ...PAYLOAD, notification_id: null, unread_count: null };
    expect(parsePushPayload(JSON.stringify(off))).toEqual(off);
  });

  it('is ignored when malformed', () => {
    const broken = (patch: Record<string, unknown>) =>
      parsePushPayload(JSON.stringify({ ...PAYLOAD, ...patch }));
    expect(parsePushPayload(null)).toBeNull();
    expect(parsePushPayload('')).toBeNull();
    expect(parsePushPayload('не JSON')).toBeNull();
    expect(parsePushPayload('null')).toBeNull();
    expect(parsePushPayload('[1]')).toBeNull();
    expect(broken({ kind: 'unknown_kind' })).toBeNull();
    expect(broken({ title: '' })).toBeNull();
    expect(broken({ text: 7 })).toBeNull();
    expect(broken({ link: undefined })).toBeNull();
    expect(broken({ notification_id: '42' })).toBeNull();
    expect(broken({ unread_count: -1 })).toBeNull();
    expect(broken({ unread_count: 1.5 })).toBeNull();
  });
});

describe('the notification of a push', () => {
  it('shows the title and text with the app icon, tagged by the notification, the link as its data', () => {
    expect(notificationOf(PAYLOAD)).toEqual({
      title: 'Новый отзыв',
      options: {
        body: PAYLOAD.text,
        tag: 'notification-42',
        data: '/executor/5',
        icon: NOTIFICATION_ICON,
        lang: 'ru',
      },
    });
  });

  it('of a kind off in the app (no stored notification) is tagged by its kind', () => {
    expect(notificationOf({ ...PAYLOAD, notification_id: null }).options.tag).toBe(
      'notification-review_received',
    );
  });

  it('is shown for every push: unreadable ones get a fallback, a focused app only silences it', () => {
    expect(notificationOfPush(PAYLOAD, [])).toEqual(notificationOf(PAYLOAD));
    expect(notificationOfPush(PAYLOAD, [{ focused: false }, { focused: false }])).toEqual(
      notificationOf(PAYLOAD),
    );
    expect(notificationOfPush(PAYLOAD, [{ focused: false }, { focused: true }])).toEqual({
      title: PAYLOAD.title,
      options: { ...notificationOf(PAYLOAD).options, silent: true },
    });
    expect(notificationOfPush(null, [])).toEqual(UNREADABLE_PUSH);
    expect(UNREADABLE_PUSH).toMatchObject({
      title: 'Подряд',
      options: { tag: 'notification-unreadable', data: '/' },
    });
    expect(notificationOfPush(null, [{ focused: true }]).options.silent).toBe(true);
  });
});

describe('a click on the notification', () => {
  it('opens the link when it is a path of the app, else the start page', () => {
    expect(clickTarget('/panel/staff', ORIGIN)).toBe(`${ORIGIN}/panel/staff`);
    expect(clickTarget('/dashboard/project/1/performers?tab=2', ORIGIN)).toBe(
      `${ORIGIN}/dashboard/project/1/performers?tab=2`,
    );
    expect(clickTarget('https://evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(clickTarget('//evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(clickTarget('/\\evil.example', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(clickTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('reuses the focused window of the app, else its first one, never another site’s', () => {
    const other = { id: 'other', url: 'https://other.example/', focused: true };
    const first = { id: 'first', url: `${ORIGIN}/panel`, focused: false };
    const focused = { id: 'focused', url: `${ORIGIN}/panel/staff`, focused: true };
    expect(windowForClick([other, first, focused], ORIGIN)).toBe(focused);
    expect(windowForClick([other, first], ORIGIN)).toBe(first);
    expect(windowForClick([other], ORIGIN)).toBeUndefined();
    expect(windowForClick([], ORIGIN)).toBeUndefined();
  });
});
