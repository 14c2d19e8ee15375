import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_LOG2N, loadConfig } from '../../server/config';
import { readToken, signToken } from '../../server/modules/auth/jwt';
import {
  hashPassword,
  needsRehash,
  unusablePassword,
  verifyPassword,
} from '../../server/security/passwords';

describe('password hashes', () => {
  it('scrypt with a per-user salt; only the right password verifies', async () => {
    const [a, b] = [
      await hashPassword('tender-lamp-4821', 10),
      await hashPassword('tender-lamp-4821', 10),
    ];
    expect(a).toMatch(/^scrypt\$10\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('tender-lamp-4821', a)).toBe(true);
    expect(await verifyPassword('tender-lamp-4822', a)).toBe(false);
  });

  it('an unusable or corrupted hash never verifies', async () => {
    expect(await verifyPassword('', unusablePassword())).toBe(false);
    expect(await verifyPassword('x', 'scrypt$40$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });

  it('production hashes cost 2^15 (32 MiB), and older costs are rehashed', async () => {
    expect(loadConfig({}).passwordHashLog2N).toBe(DEFAULT_PASSWORD_HASH_LOG2N);
    expect(DEFAULT_PASSWORD_HASH_LOG2N).toBeGreaterThanOrEqual(15);
    const old = await hashPassword('tender-lamp-4821', 10);
    expect(needsRehash(old, 15)).toBe(true);
    expect(needsRehash(old, 10)).toBe(false);
  });
});

describe('JWT', () => {
  const SECRET = 'a-test-secret-of-at-least-32-characters';

  it('reads back its claims, and only for the asked type', async () => {
    const { token, jti } = await signToken(SECRET, 'access', 7, { familyId: 'f1' });
    expect(readToken(SECRET, token, 'access')).toMatchObject({
      token_type: 'access',
      user_id: 7,
      jti,
      fid: 'f1',
    });
    expect(readToken(SECRET, token, 'refresh')).toBeNull();
    expect(readToken(`${SECRET}x`, token)).toBeNull();
  });

  it('the same jti and iat sign the same token: a refresh successor can be answered again', async () => {
    const first = await signToken(SECRET, 'refresh', 7);
    const again = await signToken(SECRET, 'refresh', 7, {
      jti: first.jti,
      now: first.exp - 86_400,
    });
    expect(again.token).toBe(first.token);
  });

  it('a user_id that is not a safe integer reads as null', async () => {
    const key = new TextEncoder().encode(SECRET);
    for (const user_id of ['7', 7.5, 2 ** 60]) {
      const token = await new SignJWT({ token_type: 'access', user_id, fid: 'f1' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('5m')
        .setJti('j1')
        .sign(key);
      expect(readToken(SECRET, token), String(user_id)).toBeNull();
    }
  });

  it('an expired or unsigned token reads as null', async () => {
    const old = await signToken(SECRET, 'refresh', 7, {
      now: Math.floor(Date.now() / 1000) - 86_401,
    });
    expect(readToken(SECRET, old.token)).toBeNull();
    const [header, payload] = (await signToken(SECRET, 'access', 7)).token.split('.');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(readToken(SECRET, none)).toBeNull();
    expect(readToken(SECRET, `${header}.${payload}.`)).toBeNull();
  });

  it('a token changed after signing, signed otherwise, or not yet valid reads as null', async () => {
    const { token } = await signToken(SECRET, 'access', 7, { familyId: 'f1' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const raised = Buffer.from(JSON.stringify({ ...claims, user_id: 1 })).toString('base64url');
    expect(readToken(SECRET, `${header}.${raised}.${signature}`)).toBeNull();
    expect(readToken(`${SECRET}-other`, token)).toBeNull();
    expect(readToken(SECRET, 'not a token')).toBeNull();
    const key = new TextEncoder().encode(SECRET);
    const signed = (alg: 'HS256' | 'HS512', extra: Record<string, unknown> = {}) =>
      new SignJWT({ token_type: 'access', user_id: 7, fid: 'f1', ...extra })
        .setProtectedHeader({ alg })
        .setIssuedAt()
        .setExpirationTime('5m')
        .setJti('j1')
        .sign(key);
    expect(readToken(SECRET, await signed('HS256'))).toMatchObject({ user_id: 7 });
    expect(readToken(SECRET, await signed('HS512'))).toBeNull();
    const later = Math.floor(Date.now() / 1000) + 60;
    expect(readToken(SECRET, await signed('HS256', { nbf: later }))).toBeNull();
  });
});
