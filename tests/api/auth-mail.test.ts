import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../server/db/schema';
import { createMailer, type MailTransport } from '../../server/mail/mailer';
import { accountTypeIds, call, freshEmail, STRONG_PASSWORD } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Mail delivery: the outbox row is written with the change; SMTP (when configured) sends it afterwards.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const message = { to: 'someone@test.example', subject: 'Тема', text: 'Текст со ссылкой' };
const sentAt = async (id: number) =>
  (await t.app.db.db.select().from(outbox).where(eq(outbox.id, id)))[0]!.sentAt;

describe('mailer', () => {
  it('sends through the SMTP transport and marks the outbox row sent', async () => {
    const sendMail = vi.fn<MailTransport['sendMail']>().mockResolvedValue({});
    const mailer = createMailer({
      db: t.app.db.db,
      log: t.app.log,
      smtpUrl: undefined,
      publicUrl: 'https://podryad.example',
      transport: { sendMail },
    });
    const id = await mailer.enqueue(t.app.db.db, message);
    expect(await sentAt(id)).toBeNull();
    await mailer.dispatch([id]);
    expect(sendMail).toHaveBeenCalledWith({ ...message, from: 'Подряд <noreply@podryad.example>' });
    expect(await sentAt(id)).toBeInstanceOf(Date);
  });

  it('a failing SMTP server leaves the row unsent and does not fail the caller', async () => {
    const log = { ...t.app.log, error: vi.fn() } as unknown as typeof t.app.log;
    const mailer = createMailer({
      db: t.app.db.db,
      log,
      smtpUrl: undefined,
      publicUrl: 'http://localhost',
      transport: { sendMail: () => Promise.reject(new Error('connection refused')) },
    });
    const id = await mailer.enqueue(t.app.db.db, message);
    await expect(mailer.dispatch([id])).resolves.toBeUndefined();
    expect(await sentAt(id)).toBeNull();
    expect(log.error).toHaveBeenCalled();
  });

  it('without SMTP the mail, with its link, goes to the log', async () => {
    const info = vi.fn();
    const log = { ...t.app.log, info } as unknown as typeof t.app.log;
    const mailer = createMailer({
      db: t.app.db.db,
      log,
      smtpUrl: undefined,
      publicUrl: 'http://localhost',
    });
    const id = await mailer.enqueue(t.app.db.db, message);
    await mailer.dispatch([id]);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ mailTo: message.to }),
      expect.stringContaining(message.text),
    );
  });

  it('without SMTP each mail is also one readable line with its links, for the server to print', async () => {
    const print = vi.fn();
    const mailer = createMailer({
      db: t.app.db.db,
      log: t.app.log,
      smtpUrl: undefined,
      publicUrl: 'http://localhost',
      print,
    });
    const text = 'Откройте ссылку:\n\nhttp://localhost/auth/login?uid=MQ&token=a-b\n\nКоманда';
    const id = await mailer.enqueue(t.app.db.db, { ...message, text });
    await mailer.dispatch([id]);
    expect(print).toHaveBeenCalledExactlyOnceWith(
      `Письмо #${id} для someone@test.example «Тема»: http://localhost/auth/login?uid=MQ&token=a-b\n`,
    );
  });

  // It builds a second app (migrations and the demo seed): on a busy machine that alone took over 30 s.
  it('the server prints the activation link on stdout even at LOG_LEVEL=warn', async () => {
    const quiet = await buildTestApp({ logLevel: 'warn' });
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const email = freshEmail('warn-level');
      const types = await accountTypeIds(quiet.app);
      const res = await call(quiet.app, 'POST', '/auth/api/v1/users/', {
        body: {
          email,
          password: STRONG_PASSWORD,
          re_password: STRONG_PASSWORD,
          type_account: types.client,
        },
      });
      expect(res.status).toBe(201);
    } finally {
      write.mockRestore();
      await quiet.close();
    }
    const lines = written.filter((line) => line.startsWith('Письмо #'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Письмо #\d+ для warn-level-\S+ «Подтвердите регистрацию на Подряде»: http:\/\/localhost\/auth\/login\?uid=\S+&token=\S+\n$/,
    );
  }, 120_000);

  it('tests stay quiet: at LOG_LEVEL=silent nothing is printed', async () => {
    const write = vi.spyOn(process.stdout, 'write');
    try {
      const email = freshEmail('silent-level');
      const types = await accountTypeIds(t.app);
      await call(t.app, 'POST', '/auth/api/v1/users/', {
        body: {
          email,
          password: STRONG_PASSWORD,
          re_password: STRONG_PASSWORD,
          type_account: types.client,
        },
      });
      expect(write.mock.calls.filter(([chunk]) => String(chunk).startsWith('Письмо #'))).toEqual(
        [],
      );
    } finally {
      write.mockRestore();
    }
  });

  it('a rolled-back transaction takes its mail with it', async () => {
    const before = await t.app.db.query<{ n: number }>('select count(*)::int as n from outbox');
    await expect(
      t.app.db.db.transaction(async (tx) => {
        await t.app.mailer.enqueue(tx, message);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await t.app.db.query('select count(*)::int as n from outbox')).toEqual(before);
  });
});
