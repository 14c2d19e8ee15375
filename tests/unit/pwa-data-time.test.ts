import { describe, expect, it } from 'vitest';
import { formatDataTime, offlineNotice, oldestShownDataTime } from '../../src/lib/pwa/data-time';

const query = (dataUpdatedAt: number, observers: number, data: unknown = { ok: true }) => ({
  state: { data, dataUpdatedAt },
  getObserversCount: () => observers,
});

describe('the offline banner\'s "as of" time', () => {
  it('is the oldest fetch time among the queries on screen with data', () => {
    const at = (time: string) => Date.parse(`2026-11-22T${time}`);
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

  it('reads «Нет соединения · данные на HH:MM»', () => {
    const time = new Date(2026, 10, 22, 8, 5).getTime();
    expect(formatDataTime(time)).toBe('08:05');
    expect(offlineNotice(time)).toBe('Нет соединения · данные на 08:05');
    expect(offlineNotice(null)).toBe('Нет соединения');
  });
});
