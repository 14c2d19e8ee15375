import { describe, expect, it } from 'vitest';
import { moscowDay } from '../../src/lib/moscow-day';

// Days of invitations and team lists are the service's days: Moscow's, whatever zone the test runs in.
describe('moscowDay', () => {
  it('day, month in the genitive and year, no «г.»', () => {
    expect(moscowDay('2026-06-15T12:00:00Z')).toBe('15 июня 2026');
  });

  it('late evening in UTC is already the next day in Moscow', () => {
    expect(moscowDay('2026-06-15T21:30:00Z')).toBe('16 июня 2026');
  });
});
