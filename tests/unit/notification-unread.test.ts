import { describe, expect, it } from 'vitest';
import { inWindow, unreadCount } from '../../src/features/notifications/unread';

// The unread rule of spec §4 at the month's edges and in two zones. Every instant is written out: the test
// never reads the clock or the machine's zone.

let nextId = 0;
const item = (created_at: string, is_read = false) => ({
  notification_id: ++nextId,
  is_read,
  created_at,
});

describe('unread count', () => {
  it('counts an unread notification of the last 7 days and of this month once each', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const items = [
      item('2026-11-24T09:00:00Z'), // last 7 days (and this month)
      item('2026-11-03T09:00:00Z'), // this month, older than a week
      item('2026-11-20T09:00:00Z', true), // read
      item('2026-10-10T09:00:00Z'), // last month, older than a week: outside the window
    ];
    expect(unreadCount(items, now, 'Europe/Moscow')).toBe(2);
  });

  it('on the 2nd of a month, the last days of the previous month still count (last 7 days)', () => {
    const now = new Date('2026-12-02T10:00:00Z');
    const items = [
      item('2026-11-28T10:00:00Z'), // 4 days ago, last month
      item('2026-11-20T10:00:00Z'), // 12 days ago, last month: out
      item('2026-12-01T00:30:00Z'), // this month and this week
    ];
    expect(unreadCount(items, now, 'Europe/Moscow')).toBe(2);
  });

  it('the month is the viewer’s: 31 Jan 22:00 UTC is already February in Vladivostok', () => {
    const now = new Date('2026-01-31T22:00:00Z'); // 1 Feb 08:00 in Vladivostok, 1 Feb 01:00 in Moscow
    const earlyJanuary = item('2026-01-05T10:00:00Z'); // January everywhere, 26 days ago
    expect(unreadCount([earlyJanuary], now, 'Asia/Vladivostok')).toBe(0);
    expect(unreadCount([earlyJanuary], now, 'Europe/Moscow')).toBe(0);
    expect(unreadCount([earlyJanuary], now, 'America/New_York')).toBe(1); // still 31 January there
  });

  it('a notification made in the first minutes of the month in Moscow is this month’s there', () => {
    const now = new Date('2026-03-20T12:00:00Z');
    const firstMinutes = item('2026-02-28T21:10:00Z'); // 1 March 00:10 in Moscow, 28 Feb in London
    expect(unreadCount([firstMinutes], now, 'Europe/Moscow')).toBe(1);
    expect(unreadCount([firstMinutes], now, 'Europe/London')).toBe(0);
  });

  it('nothing unread, nothing counted; the same notification twice is one', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const one = item('2026-11-25T11:00:00Z');
    expect(unreadCount([], now)).toBe(0);
    expect(unreadCount([one, one], now)).toBe(1);
    expect(unreadCount([item('2026-11-25T11:00:00Z', true)], now)).toBe(0);
  });
});

describe('the window', () => {
  const now = new Date('2026-12-02T10:00:00Z');
  it('holds this month and the last 7 days', () => {
    expect(inWindow('2026-12-01T10:00:00Z', now, 'Europe/Moscow')).toBe(true);
    expect(inWindow('2026-11-26T10:00:00Z', now, 'Europe/Moscow')).toBe(true);
    expect(inWindow('2026-11-24T10:00:00Z', now, 'Europe/Moscow')).toBe(false);
  });
});
