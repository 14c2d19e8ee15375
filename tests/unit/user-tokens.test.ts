import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkUserToken,
  decodeUid,
  encodeUid,
  makeUserToken,
  USER_TOKEN_TTL_S,
  type UserTokenSubject,
} from '../../server/modules/auth/user-tokens';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const user: UserTokenSubject = {
  id: 42,
  email: 'ivan@example.com',
  password: 'scrypt$10$8$1$salt$hash',
  isActive: false,
  passwordChangedAt: new Date('2026-01-01T00:00:00Z'),
};
const NOW = 1_800_000_000;

describe('activation and reset tokens', () => {
  it('verify for the same user, purpose and state within 3 days', () => {
    const token = makeUserToken(SECRET, 'activation', user, NOW);
    expect(checkUserToken(SECRET, 'activation', user, token, NOW + USER_TOKEN_TTL_S)).toBe(true);
    expect(checkUserToken(SECRET, 'activation', user, token, NOW + USER_TOKEN_TTL_S + 1)).toBe(
      false,
    );
  });

  it('stop working when anything they cover changes', () => {
    const token = makeUserToken(SECRET, 'reset', user, NOW);
    const changes: Partial<UserTokenSubject>[] = [
      { isActive: true },
      { password: 'scrypt$10$8$1$salt$other' },
      { passwordChangedAt: new Date('2026-01-02T00:00:00Z') },
      { email: 'new@example.com' },
      { id: 43 },
    ];
    for (const change of changes)
      expect(
        checkUserToken(SECRET, 'reset', { ...user, ...change }, token, NOW),
        JSON.stringify(change),
      ).toBe(false);
    expect(checkUserToken(SECRET, 'activation', user, token, NOW)).toBe(false);
    expect(checkUserToken(`${SECRET}!`, 'reset', user, token, NOW)).toBe(false);
  });

  it('reject any tampering', () => {
    const token = makeUserToken(SECRET, 'reset', user, NOW);
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (other) => {
        if (other !== token) expect(checkUserToken(SECRET, 'reset', user, other, NOW)).toBe(false);
      }),
    );
    const later = `${(NOW + 10).toString(36)}${token.slice(token.indexOf('-'))}`;
    expect(checkUserToken(SECRET, 'reset', user, later, NOW + 10)).toBe(false);
  });

  it('uid is the base64url of the id and decodes back; junk decodes to null', () => {
    expect(encodeUid(5)).toBe('NQ');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (id) => {
        expect(decodeUid(encodeUid(id))).toBe(id);
      }),
    );
    for (const junk of ['', '!!', 'MA', 'LTE', encodeUid(2 ** 31), 'x'.repeat(40)])
      expect(decodeUid(junk)).toBeNull();
  });
});
