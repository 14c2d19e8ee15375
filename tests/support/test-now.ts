import { beforeEach } from 'vitest';

// `TEST_NOW=2026-01-31T23:59:55+10:00 npx vitest run` runs every test file as if it were started at that
// moment: Date is shifted by a fixed offset and keeps ticking with the real clock, so timers, promises, antd
// and the server's windows and tokens behave as on any other day. Without TEST_NOW this file does nothing.

const testNow = process.env.TEST_NOW;
const RealDate = Date;

function shiftedDate(startAt: string): DateConstructor {
  const target = RealDate.parse(startAt);
  if (Number.isNaN(target)) throw new Error(`TEST_NOW is not a date: ${startAt}`);
  const offset = target - RealDate.now();
  const now = () => RealDate.now() + offset;
  // A function, not a class: `Date()` without `new` must still work (it returns a string).
  const Shifted = function (this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length > 0 ? args : [now()], new.target) as Date;
  } as unknown as DateConstructor;
  Object.setPrototypeOf(Shifted, RealDate); // Date.parse, Date.UTC
  Object.defineProperty(Shifted, 'prototype', { value: RealDate.prototype }); // instanceof, methods
  Object.defineProperty(Shifted, 'now', { value: now, writable: true, configurable: true });
  return Shifted;
}

if (testNow) {
  const Shifted = shiftedDate(testNow);
  globalThis.Date = Shifted;
  // A test's own fake clock restores the shifted one when it is done; `vi.setSystemTime` without fake timers
  // restores the real one instead: shift it again for the next test.
  beforeEach(() => {
    if (globalThis.Date === RealDate) globalThis.Date = Shifted;
  });
}
