import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { createMailer } from '../../server/mail/mailer';
import { queueInvoiceMail } from '../../server/modules/plans/invoice-mail';
import type { InvoiceDocument } from '../../server/modules/plans/invoice-document';
import { renderInvoicePdf } from '../../server/modules/plans/invoice-pdf';
import { freshEmail } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { COMPANY_REQUISITES, SOLE_TRADER_REQUISITES } from '../fixtures/requisites';

// The invoice's mail: written to the outbox in the caller's transaction with the PDF attached, then sent
// over real SMTP (nodemailer → smtp-server) with the attachment intact.

const invoice: InvoiceDocument = {
  number: 2041,
  issuedAt: new Date('2026-11-26T07:00:00Z'),
  seller: COMPANY_REQUISITES,
  buyer: SOLE_TRADER_REQUISITES,
  // Not user-written, but the HTML part escapes it all the same.
  item: 'Тариф «Бизнес» <на 3 месяца> & поддержка',
  amount: 14_900,
  vatRate: 22,
};

let t: TestApp;
let smtp: SMTPServer;
let smtpPort: number;
const received: ParsedMail[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push(parsed);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

const rowsOf = (ids: number[]) =>
  t.app.db.db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id);

describe('queueInvoiceMail', () => {
  it('writes one outbox row per address in the transaction, the PDF attached', async () => {
    const to = [freshEmail('invoice-a'), freshEmail('invoice-b')];
    const ids = await t.app.db.db.transaction((tx) =>
      queueInvoiceMail(tx, to, invoice, { publicUrl: 'https://podryad.example' }),
    );
    const rows = await rowsOf(ids);
    expect(rows.map((row) => row.to)).toEqual(to);
    const pdf = await renderInvoicePdf(invoice);
    for (const row of rows) {
      expect(row.subject).toBe('Счёт на оплату № 2041 — Подряд');
      expect(row.text).toContain('Счёт на оплату № 2041 от 26 ноября 2026 г.');
      expect(row.text).toContain('14\u00a0900,00 руб. (в том числе НДС 22%: 2\u00a0686,89 руб.)');
      expect(row.text).toContain('Тариф подключится, как только оплата поступит');
      expect(row.text).toContain('https://podryad.example/panel/tariffs');
      expect(row.html).toContain('&lt;на 3 месяца&gt; &amp; поддержка');
      expect(row.html).not.toContain('<на 3');
      expect(row.html).toContain(
        '<a href="https://podryad.example/panel/tariffs">https://podryad.example/panel/tariffs</a>',
      );
      expect(row.attachments).toHaveLength(1);
      const [file] = row.attachments!;
      expect(file!.filename).toBe('schet-2041.pdf');
      expect(file!.contentType).toBe('application/pdf');
      expect(Buffer.from(file!.content, 'base64').equals(pdf)).toBe(true);
      expect(row.sentAt).toBeNull();
    }
  });

  it('nothing is queued when the transaction rolls back, or for no address', async () => {
    const to = freshEmail('invoice-rollback');
    await expect(
      t.app.db.db.transaction(async (tx) => {
        await queueInvoiceMail(tx, [to], invoice);
        throw new Error('the invoice was not created after all');
      }),
    ).rejects.toThrow('not created');
    expect(
      await t.app.db.db
        .select()
        .from(outbox)
        .where(inArray(outbox.to, [to])),
    ).toEqual([]);
    expect(await queueInvoiceMail(t.app.db.db, [], invoice)).toEqual([]);
  });

  it('without a public address the mail names the tariffs page by its path', async () => {
    const [id] = await queueInvoiceMail(t.app.db.db, [freshEmail('invoice-path')], {
      ...invoice,
      vatRate: null,
    });
    const [row] = await rowsOf([id!]);
    expect(row!.text).toContain('14\u00a0900,00 руб. (без НДС)');
    expect(row!.text).toContain('раздел «Тарифы»:\n/panel/tariffs');
  });

  it('the mailer sends the PDF over SMTP as an attachment and marks the row sent', async () => {
    const to = freshEmail('invoice-smtp');
    const [id] = await t.app.db.db.transaction((tx) => queueInvoiceMail(tx, [to], invoice));
    const mailer = createMailer({
      db: t.app.db.db,
      log: t.app.log,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      publicUrl: 'https://podryad.example',
    });
    try {
      await mailer.dispatch([id!]);
    } finally {
      mailer.close();
    }
    const mail = received.find((parsed) => parsed.subject === 'Счёт на оплату № 2041 — Подряд');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('Счёт на оплату № 2041 от 26 ноября 2026 г.');
    expect(mail!.html).toContain('&lt;на 3 месяца&gt;');
    expect(mail!.attachments).toHaveLength(1);
    const [file] = mail!.attachments;
    expect(file!.filename).toBe('schet-2041.pdf');
    expect(file!.contentType).toBe('application/pdf');
    expect(file!.content.equals(await renderInvoicePdf(invoice))).toBe(true);
    const [row] = await rowsOf([id!]);
    expect(row!.sentAt).toBeInstanceOf(Date);
  });
});
