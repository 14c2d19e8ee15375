import { describe, expect, it } from 'vitest';
import { formatDataTime, offlineNotice, oldestShownDataTime } from '../../src/lib/pwa/data-time';
import { inTimeZone } from '../support/time-zone';

const query = (dataUpdatedAt: number, observers: number, data: unknown = { ok: true }) => ({
  state: { data, dataUpdatedAt },
  getObserversCount: () => observers,
});

describe('the offline banner\'s "as of" time', () => {
  it('is the oldest fetch time among the queries on screen with data', () => {
    const at = (time: string) => Date.parse(`2026-11-22T${time}Z`);
    expect(
      oldestShownDataTime([
        query(at('09:30:00'), 1),
        query(at('08:15:00'), 2),
        query(at('07:00:00'), 0), // cached, but not on screen
        query(0, 1, undefined), // on screen, still loading
      ]),
    ).toBe(at('08:15:00'));
    expect(oldestShownDataTime([query(at('07:00:00'), 0)])).toBeNull();
  });

  it("reads «Нет соединения · данные на HH:MM» in the visitor's time zone", () => {
    const time = Date.parse('2026-11-22T08:05:00+10:00');
    inTimeZone('Asia/Vladivostok', () => {
      expect(formatDataTime(time)).toBe('08:05');
      expect(offlineNotice(time)).toBe('Нет соединения · данные на 08:05');
    });
    inTimeZone('America/Los_Angeles', () => expect(formatDataTime(time)).toBe('14:05'));
    expect(offlineNotice(null)).toBe('Нет соединения');
  });
});
