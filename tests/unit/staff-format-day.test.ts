import { describe, expect, it } from 'vitest';
import { formatDay } from '../../src/features/staff/format-day';

// Noon UTC is the 15th or the 16th in every time zone (UTC−11 … UTC+14): the test holds in any of them.
describe('dates of the team list', () => {
  it('day and month in the genitive, as a Russian date is written', () => {
    expect(formatDay('2026-06-15T12:00:00Z')).toMatch(/^1[56] июня$/);
  });

  it('with the year: no «г.» after it', () => {
    expect(formatDay('2026-06-15T12:00:00Z', { year: true })).toMatch(/^1[56] июня 2026$/);
  });
});
