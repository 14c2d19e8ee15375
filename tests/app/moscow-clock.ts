import { vi } from 'vitest';

// Screens that show days and hours: Date (only Date: timers and promises run as usual) fixed at a moment,
// times shown in Moscow's zone whatever the machine's.

let previousZone: string | undefined;

export function fixClock(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  previousZone = process.env.TZ;
  process.env.TZ = 'Europe/Moscow';
}

export function releaseClock() {
  vi.useRealTimers();
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
}
