import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/demo-users';
import { accountTypeIds, call, STRONG_PASSWORD } from './helpers/accounts';
import { expectDrfError, rowCounts } from './helpers/checks';
import { json, maybe, sometimes } from './helpers/arbitraries';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Arbitrary input on registration and login: never a 5xx, always DRF's shape, never a half-written record.

const RUNS = 80;
let t: TestApp;
let typeIds: number[];
beforeAll(async () => {
  t = await buildTestApp();
  typeIds = Object.values(await accountTypeIds(t.app));
});
afterAll(() => t.close());

const registrationBody = () =>
  fc.oneof(
    fc.record({
      email: maybe(sometimes(fc.emailAddress())),
      password: maybe(
        sometimes(fc.constantFrom(STRONG_PASSWORD, 'short', '1234567890', 'password')),
      ),
      re_password: maybe(sometimes(fc.constantFrom(STRONG_PASSWORD, 'other-value-77'))),
      type_account: maybe(sometimes(fc.constantFrom(...typeIds, 0, -1, 2 ** 31, 99))),
      extra: maybe(fc.string()),
    }),
    fc.anything(),
  );

describe('registration under arbitrary input', () => {
  it('answers 201 with exactly one user and one mail, or a DRF 400 that wrote nothing', async () => {
    await fc.assert(
      fc.asyncProperty(registrationBody(), async (body) => {
        const before = await rowCounts(t.app);
        const res = await call(t.app, 'POST', '/auth/api/v1/users/', {
          body: json(body),
        });
        const after = await rowCounts(t.app);
        expect([201, 400]).toContain(res.status);
        if (res.status === 201) {
          expect(after).toEqual({
            ...before,
            users: before.users! + 1,
            outbox: before.outbox! + 1,
          });
        } else {
          expectDrfError(res.body);
          expect(after).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('login under arbitrary input', () => {
  it('answers 200, 400 or 401 in DRF shape; only a real login writes a token row', async () => {
    const credentials = fc.record({
      email: maybe(
        sometimes(fc.constantFrom(DEMO_ACCOUNTS[0].email, 'CLIENT@podryad.example', 'x@y.z')),
      ),
      password: maybe(sometimes(fc.constantFrom(DEMO_PASSWORD, 'wrong-pass-9', ''))),
    });
    await fc.assert(
      fc.asyncProperty(fc.oneof(credentials, fc.anything()), async (body) => {
        const before = await rowCounts(t.app);
        const res = await call(t.app, 'POST', '/auth/api/v1/jwt/create/', {
          body: json(body),
        });
        const after = await rowCounts(t.app);
        expect([200, 400, 401]).toContain(res.status);
        if (res.status === 200) {
          expect(after.refresh_tokens).toBe(before.refresh_tokens! + 1);
        } else {
          expectDrfError(res.body);
          expect(after).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
