import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/demo-users';
import {
  isTooSimilar,
  PASSWORD_MESSAGES,
  passwordProblems,
  quickRatio,
} from '../../server/modules/auth/password-rules';

describe("Django's password validators", () => {
  it('quickRatio matches difflib.SequenceMatcher.quick_ratio', () => {
    // values computed with CPython's difflib
    expect(quickRatio('abcd', 'bcde')).toBeCloseTo(0.75);
    expect(quickRatio('podryad-demo', 'podryad')).toBeCloseTo(0.7368, 3);
    expect(quickRatio('', '')).toBe(1);
    expect(quickRatio('aaaa', 'a')).toBeCloseTo(0.4);
  });

  it('is symmetric and between 0 and 1', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const ratio = quickRatio(a, b);
        expect(ratio).toBeGreaterThanOrEqual(0);
        expect(ratio).toBeLessThanOrEqual(1);
        expect(ratio).toBeCloseTo(quickRatio(b, a));
      }),
    );
  });

  it('finds a password built from the email too similar, unless it is far longer', () => {
    expect(isTooSimilar('Ivan.Petrov', 'ivan.petrov@mail.example')).toBe(true);
    expect(isTooSimilar('petrov2024', 'ivan.petrov@mail.example')).toBe(true);
    expect(isTooSimilar('tender-lamp-4821', 'ivan.petrov@mail.example')).toBe(false);
    expect(isTooSimilar('i'.repeat(3) + 'x'.repeat(60), 'iii@a.b')).toBe(false);
  });

  it('reports every broken rule in Django order', () => {
    expect(passwordProblems('1234567', { email: 'a@b.c' })).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.tooCommon,
      PASSWORD_MESSAGES.entirelyNumeric,
    ]);
    expect(passwordProblems('QWERTY123 ', { email: 'a@b.c' })).toEqual([
      PASSWORD_MESSAGES.tooCommon,
    ]);
    expect(passwordProblems('٣٣٣٣٣٣٣٣٣', { email: 'a@b.c' })).toEqual([
      PASSWORD_MESSAGES.entirelyNumeric,
    ]);
    expect(passwordProblems('tender-lamp-4821', { email: 'a@b.c' })).toEqual([]);
  });

  it('accepts the documented demo password for every demo account', () => {
    for (const { email } of DEMO_ACCOUNTS)
      expect(passwordProblems(DEMO_PASSWORD, { email })).toEqual([]);
  });
});
