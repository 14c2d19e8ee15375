import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { RESET_MAILS_PER_HOUR } from '../../server/modules/auth/reset-mail-limit';
import { call, registerActive } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Password reset mails: at most 3 an address an hour, by the app's clock; the answer is 204 every time.

let now = new Date('2026-03-20T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => now });
});
afterAll(() => t.close());

const RESET = '/auth/api/v1/users/reset_password/';
const resetMails = async (email: string) =>
  (
    await t.app.db.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.subject, 'Сброс пароля на Подряде')))
  ).length;

describe('reset mails an hour', () => {
  it('20 requests for one address within a minute: 20 × 204, at most 3 mails; an hour later, one more', async () => {
    const { email } = await registerActive(t.app, 'client');
    const start = now.getTime();
    for (let i = 0; i < 20; i++) {
      now = new Date(start + i * 3000);
      const res = await call(t.app, 'POST', RESET, { body: { email }, ip: `10.40.0.${i}` });
      expect(res.status).toBe(204);
    }
    expect(await resetMails(email)).toBe(RESET_MAILS_PER_HOUR);

    now = new Date(start + 60 * 60 * 1000 - 1); // the first mail is not an hour old yet
    await call(t.app, 'POST', RESET, { body: { email } });
    expect(await resetMails(email)).toBe(RESET_MAILS_PER_HOUR);
    now = new Date(start + 60 * 60 * 1000 + 1);
    await call(t.app, 'POST', RESET, { body: { email } });
    expect(await resetMails(email)).toBe(RESET_MAILS_PER_HOUR + 1);
  });

  it('each address counts on its own', async () => {
    const one = await registerActive(t.app, 'client');
    const two = await registerActive(t.app, 'client');
    for (let i = 0; i < 5; i++) await call(t.app, 'POST', RESET, { body: { email: one.email } });
    await call(t.app, 'POST', RESET, { body: { email: two.email } });
    expect([await resetMails(one.email), await resetMails(two.email)]).toEqual([3, 1]);
  });
});
