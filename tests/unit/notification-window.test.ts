import { describe, expect, it } from 'vitest';
import {
  monthStart,
  recentStart,
  unreadCount,
  windowStart,
  type WindowItem,
} from '../../contract/notification-window';
import { inTimeZone } from '../support/time-zone';

// The unread rule of spec §4 and the socket's window (§9): this calendar month of the user's zone, and the last
// 7 days. Every moment and zone is given explicitly; the process's own zone is set to a third one to show it
// is never read.

const at = (iso: string) => new Date(iso);
let nextId = 1;
const item = (created: string, is_read = false): WindowItem => ({
  notification_id: nextId++,
  is_read,
  created_at: new Date(created).toISOString(),
});

describe('monthStart', () => {
  it('is the 1st, 00:00 in the given zone, whatever the process’s zone', () => {
    inTimeZone('Pacific/Kiritimati', () => {
      const now = at('2026-03-01T00:30:00+03:00'); // still February in UTC and in Los Angeles
      expect(monthStart(now, 'Europe/Moscow').toISOString()).toBe('2026-02-28T21:00:00.000Z');
      expect(monthStart(now, 'America/Los_Angeles').toISOString()).toBe('2026-02-01T08:00:00.000Z');
      expect(monthStart(now, 'Asia/Vladivostok').toISOString()).toBe('2026-02-28T14:00:00.000Z');
    });
  });

  it('takes the offset the month began with, across a daylight-saving change', () => {
    // Los Angeles: PST (−8) on March 1st, PDT (−7) from March 8th 2026.
    expect(monthStart(at('2026-03-20T12:00:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-01T08:00:00.000Z',
    );
    expect(monthStart(at('2026-11-20T12:00:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-01T07:00:00.000Z',
    );
  });

  it('at the month’s very first and last moments', () => {
    expect(monthStart(at('2026-02-28T21:00:00.000Z'), 'Europe/Moscow').toISOString()).toBe(
      '2026-02-28T21:00:00.000Z',
    );
    expect(monthStart(at('2026-02-28T20:59:59.999Z'), 'Europe/Moscow').toISOString()).toBe(
      '2026-01-31T21:00:00.000Z',
    );
    expect(monthStart(at('2026-12-31T23:59:59+03:00'), 'Europe/Moscow').toISOString()).toBe(
      '2026-11-30T21:00:00.000Z',
    );
    expect(monthStart(at('2027-01-01T00:00:00+03:00'), 'Europe/Moscow').toISOString()).toBe(
      '2026-12-31T21:00:00.000Z',
    );
  });
});

describe('windowStart', () => {
  it('reaches back 7 days in a month’s first week, else to the month’s start', () => {
    const early = at('2026-03-03T12:00:00+03:00');
    expect(windowStart(early, 'Europe/Moscow')).toEqual(recentStart(early));
    expect(recentStart(early).toISOString()).toBe('2026-02-24T09:00:00.000Z');
    const late = at('2026-03-20T12:00:00+03:00');
    expect(windowStart(late, 'Europe/Moscow').toISOString()).toBe('2026-02-28T21:00:00.000Z');
  });
});

describe('unreadCount', () => {
  it('counts the unread of the last 7 days, even from last month, and of this month before them', () => {
    const now = at('2026-03-03T12:00:00+03:00');
    const items = [
      item('2026-02-27T10:00:00+03:00'), // last month, within 7 days: counts
      item('2026-02-20T10:00:00+03:00'), // last month, older than 7 days: does not
      item('2026-03-01T00:10:00+03:00'), // this month and within 7 days: counts once
      item('2026-03-02T10:00:00+03:00', true), // read: does not
    ];
    expect(unreadCount(items, now, 'Europe/Moscow')).toBe(2);
  });

  it('counts this month’s unread older than 7 days, once, and ignores last month’s', () => {
    const now = at('2026-03-20T12:00:00+03:00');
    const items = [
      item('2026-03-01T09:00:00+03:00'), // this month, not within 7 days: counts
      item('2026-03-18T09:00:00+03:00'), // within 7 days: counts
      item('2026-02-28T23:00:00+03:00'), // last month and older than 7 days: does not
    ];
    expect(unreadCount(items, now, 'Europe/Moscow')).toBe(2);
    const repeated = [...items, items[0]!, items[1]!]; // the same notification twice in a list
    expect(unreadCount(repeated, now, 'Europe/Moscow')).toBe(2);
  });

  it('follows the user’s zone: one instant is this month in Moscow and last month in Los Angeles', () => {
    const now = at('2026-03-09T00:30:00+03:00'); // 7 days back: 2026-03-01T21:30Z
    const moscowMarch = item('2026-02-28T22:00:00Z'); // Moscow: March 1st 01:00; LA: Feb 28th 14:00
    const everywhereMarch = item('2026-03-01T08:30:00Z'); // LA: March 1st 00:30 PST
    const items = [moscowMarch, everywhereMarch];
    expect(unreadCount(items, now, 'Europe/Moscow')).toBe(2);
    expect(unreadCount(items, now, 'America/Los_Angeles')).toBe(1);
  });

  it('counts one stamped a moment after «now» (a server clock ahead) among the recent ones', () => {
    const now = at('2026-03-20T12:00:00+03:00');
    expect(unreadCount([item('2026-03-20T12:00:05+03:00')], now, 'Europe/Moscow')).toBe(1);
  });

  it('at the first second of a month: last month’s last week still counts, its older days not', () => {
    const now = at('2026-04-01T00:00:00+03:00');
    const items = [
      item('2026-03-31T23:59:59+03:00'),
      item('2026-03-25T00:00:01+03:00'),
      item('2026-03-24T23:59:59+03:00'),
    ];
    expect(unreadCount(items, now, 'Europe/Moscow')).toBe(2);
  });
});
