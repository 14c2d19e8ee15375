import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../contract/amount-words';
import { periodPrice, vatInsideKopecks } from '../../contract/tariff-rules';
import { TARIFF_MESSAGES, type Invoice, type PaymentDetails } from '../../contract/tariffs';
import { contractors, outbox, paymentDetails, subscriptions } from '../../server/db/schema';
import { login } from './helpers/accounts';
import { DAY, PL, TARIFFS_NOW, useTariffApp, VALID_REQUISITES } from './helpers/tariffs';

// The tariff of an agency from the first invoice to its expiry, on a clock the file moves: requisites
// (checksums), the invoice (one unpaid at a time), the operator's confirmation (a new period, an extension,
// a switch), the leader's cancel, the lazy expiry. The second agency (`otherLeader`) starts on the free plan.

const t = useTariffApp();
const { as, clock, operator, state, issue, confirm, notified } = t;
const later = (days: number) => {
  clock.now = new Date(clock.now.getTime() + days * DAY);
};
const row = async (number: number) =>
  (await t.app().db.db.select().from(subscriptions).where(eq(subscriptions.id, number)))[0]!;

describe('the demo data', () => {
  it('«Северный ветер» has a paid «Бизнес» running for nine more months, and an older cancelled invoice', async () => {
    const s = await state('leader');
    expect(s).toMatchObject({ plan: 'business', plan_name: 'Бизнес', next: null, pending: null });
    expect(new Date(s.current!.starts_at!) < TARIFFS_NOW).toBe(true);
    expect(new Date(s.current!.ends_at!).getTime()).toBeGreaterThan(
      TARIFFS_NOW.getTime() + 200 * DAY,
    );
    expect(s.invoices.map((i) => i.status)).toEqual(['active', 'cancelled']);
    const details = await as('manager')<PaymentDetails>('GET', `${PL}/payment-details/`);
    expect(details.body).toMatchObject({ saved: true, inn: '7814016965' });
  });

  it('«Голос города» stays on the free plan', async () => {
    const golos = await login(t.app(), 'golos@podryad.example');
    const res = await t.app().inject({
      url: `${PL}/subscription/`,
      headers: { authorization: `Bearer ${golos.access}` },
    });
    expect(res.json()).toMatchObject({ plan: 'start', current: null, invoices: [] });
  });
});

describe('requisites', () => {
  it('before any are saved: a draft from the agency, and no invoice can be issued', async () => {
    const [agency] = await t
      .app()
      .db.db.select()
      .from(contractors)
      .where(eq(contractors.id, t.agency('otherLeader')));
    const draft = await as('otherLeader')<PaymentDetails>('GET', `${PL}/payment-details/`);
    expect(draft.body).toEqual({
      legal_name: agency!.name,
      inn: agency!.inn,
      kpp: '',
      ogrn: '',
      legal_address: '',
      bank_name: '',
      bik: '',
      correspondent_account: '',
      settlement_account: '',
      saved: false,
      updated_at: null,
    });
    const refused = await as('otherLeader')('POST', `${PL}/invoices/`, {
      plan: 'business',
      period_months: 1,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { non_field_errors: [TARIFF_MESSAGES.noPaymentDetails] },
    });
  });

  const wrong: [field: string, value: string, message: string][] = [
    ['inn', '7701234561', TARIFF_MESSAGES.inn],
    ['ogrn', '1027700123451', TARIFF_MESSAGES.ogrn],
    ['kpp', '77010100', TARIFF_MESSAGES.kpp],
    ['kpp', '', TARIFF_MESSAGES.kppRequired],
    ['bik', '144525225', TARIFF_MESSAGES.bik],
    ['settlement_account', '40702810300000012345', TARIFF_MESSAGES.settlementAccount],
    ['correspondent_account', '30101810400000000226', TARIFF_MESSAGES.correspondentAccount],
    ['legal_name', '', 'Укажите полное наименование.'],
  ];
  it.each(wrong)(
    'a wrong %s (%s) is a field error and nothing is saved',
    async (field, value, message) => {
      const res = await as('otherLeader')('POST', `${PL}/payment-details-create/`, {
        ...VALID_REQUISITES,
        [field]: value,
      });
      expect(res.status).toBe(400);
      expect(res.body[field]).toEqual([message]);
      const saved = await t
        .app()
        .db.db.select()
        .from(paymentDetails)
        .where(eq(paymentDetails.contractorId, t.agency('otherLeader')));
      expect(saved).toEqual([]);
    },
  );

  it('saved (201), then replaced (201 again), by the leader', async () => {
    const first = await t.saveRequisites('otherLeader');
    expect(first).toMatchObject({
      ...VALID_REQUISITES,
      saved: true,
      updated_at: TARIFFS_NOW.toISOString(),
    });
    const again = await t.saveRequisites('otherLeader', {
      ...VALID_REQUISITES,
      legal_address: 'г. Москва, ул. Тверская, д. 2',
    });
    expect(again.legal_address).toBe('г. Москва, ул. Тверская, д. 2');
  });
});

describe('an invoice', () => {
  it('refuses an unknown plan, the free plan and another period', async () => {
    const post = (body: unknown) => as('otherLeader')('POST', `${PL}/invoices/`, body);
    expect((await post({ plan: 'gold', period_months: 1 })).body).toEqual({
      plan: [TARIFF_MESSAGES.unknownPlan],
    });
    expect((await post({ plan: 'start', period_months: 1 })).body).toEqual({
      plan: [TARIFF_MESSAGES.freePlan],
    });
    const period = await post({ plan: 'business', period_months: 2 });
    expect(period.status).toBe(400);
    expect(period.body.period_months).toEqual(['Выберите срок: 1, 3 или 12 месяцев.']);
    expect((await state('otherLeader')).invoices).toEqual([]);
  });

  let first: Invoice;
  it('is issued unpaid with the period’s price, VAT inside, the saved buyer; mailed to the leader', async () => {
    first = await issue('otherLeader', 'business', 3);
    const amount = periodPrice(14_900, 3);
    const vat = vatInsideKopecks(amount, 22);
    expect(first).toMatchObject({
      plan: 'business',
      plan_name: 'Бизнес',
      period_months: 3,
      status: 'pending_payment',
      amount,
      vat_rate: 22,
      vat_amount: `${Math.floor(vat / 100)}.${String(vat % 100).padStart(2, '0')}`,
      amount_in_words: amountInWords(amount),
      buyer: { ...VALID_REQUISITES, legal_address: 'г. Москва, ул. Тверская, д. 2' },
      issued_at: TARIFFS_NOW.toISOString(),
      paid_at: null,
      starts_at: null,
      ends_at: null,
    });
    const mails = await t
      .app()
      .db.db.select()
      .from(outbox)
      .where(eq(outbox.to, t.world().otherLeader.session!.email));
    const mail = mails.find((m) => m.subject.includes(`№ ${first.number}`));
    expect(mail?.attachments?.[0]?.filename).toBe(`schet-${first.number}.pdf`);
    // That mail is the payer's one: the notification of the invoice goes to the app and push, not by mail.
    const mailed = await t.app().db.query(
      `select d.id from notification_deliveries d join users u on u.id = d.user_id
        where d.channel = 'email' and d.kind = 'subscription_changed' and u.email = $1`,
      [t.world().otherLeader.session!.email],
    );
    expect(mailed).toEqual([]);
    expect(await notified('otherLeader', 'pending_payment')).toHaveLength(1);
    const s = await state('otherLeader');
    expect(s).toMatchObject({ plan: 'start', current: null, pending: { number: first.number } });
  });

  it('a second one replaces the unpaid one: one pending per agency', async () => {
    const second = await issue('otherLeader', 'pro', 1);
    const s = await state('otherLeader');
    expect(s.pending!.number).toBe(second.number);
    expect(s.invoices.map((i) => [i.number, i.status])).toEqual([
      [second.number, 'pending_payment'],
      [first.number, 'cancelled'],
    ]);
    expect(s.invoices[1]!.cancelled_at).toBe(TARIFFS_NOW.toISOString());
    expect(await operator('confirm', first.number)).toMatchObject({
      status: 400,
      body: { non_field_errors: [TARIFF_MESSAGES.notPending] },
    });
  });

  it('is a PDF for the agency: attachment, not cached', async () => {
    const { pending } = await state('otherLeader');
    const res = await t.app().inject({
      url: `${PL}/invoices/${pending!.number}/pdf/`,
      headers: { authorization: `Bearer ${t.world().otherLeader.session!.access}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="schet-${pending!.number}.pdf"`,
      'cache-control': 'no-store',
    });
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the operator', () => {
  it('is refused without its token: none 401, a user’s or a wrong one 403, and nothing changes', async () => {
    const { pending } = await state('otherLeader');
    const n = pending!.number;
    expect((await operator('confirm', n, '')).status).toBe(401);
    expect((await operator('confirm', n, 'Operator wrong-token')).status).toBe(403);
    expect((await operator('confirm', n, `Operator ${t.app().secrets.operator}x`)).status).toBe(
      403,
    );
    const bearer = `Bearer ${t.world().otherLeader.session!.access}`;
    expect((await operator('confirm', n, bearer)).status).toBe(403);
    expect((await operator('confirm', n, `Bearer ${t.app().secrets.operator}`)).status).toBe(403);
    expect((await row(n)).status).toBe('pending_payment');
    expect((await operator('confirm', 999_999)).status).toBe(404);
  });

  it('confirms a payment: the plan is in force at once, everyone is told, the ranking rows rebuilt', async () => {
    later(1);
    const { pending } = await state('otherLeader');
    const [before] = await t
      .app()
      .db.db.select({ v: contractors.profileVersion })
      .from(contractors)
      .where(eq(contractors.id, t.agency('otherLeader')));
    const paid = await confirm(pending!.number);
    expect(paid).toMatchObject({
      status: 'active',
      paid_at: clock.now.toISOString(),
      starts_at: clock.now.toISOString(),
      ends_at: '2026-04-21T09:00:00.000Z', // a calendar month in Moscow
    });
    const s = await state('otherLeader');
    expect(s).toMatchObject({
      plan: 'pro',
      plan_name: 'Про',
      current: { number: paid.number },
      pending: null,
    });
    expect(s.usage.find((u) => u.key === 'employees')).toMatchObject({ limit: null });
    expect(await notified('otherLeader', 'active')).toHaveLength(1);
    const [after] = await t
      .app()
      .db.db.select({ v: contractors.profileVersion })
      .from(contractors)
      .where(eq(contractors.id, t.agency('otherLeader')));
    expect(after!.v).toBeGreaterThan(before!.v);
    expect(await operator('confirm', paid.number)).toMatchObject({ status: 400 });
  });

  it('extends the same plan: the new period follows the paid one', async () => {
    later(10);
    const { current } = await state('otherLeader');
    const more = await confirm((await issue('otherLeader', 'pro', 3)).number);
    expect(more.starts_at).toBe(current!.ends_at);
    expect(more.ends_at).toBe('2026-07-21T09:00:00.000Z');
    const s = await state('otherLeader');
    expect(s).toMatchObject({
      plan: 'pro',
      current: { number: current!.number },
      next: { number: more.number },
    });
  });

  it('switches to another plan: starts now, the running period is cut, the one paid ahead follows', async () => {
    later(5);
    const { current, next } = await state('otherLeader');
    const business = await confirm((await issue('otherLeader', 'business', 1)).number);
    expect(business.starts_at).toBe(clock.now.toISOString());
    const cut = await row(current!.number);
    expect(cut).toMatchObject({ status: 'expired', endsAt: clock.now });
    const s = await state('otherLeader');
    expect(s).toMatchObject({ plan: 'business', current: { number: business.number } });
    expect(s.next).toMatchObject({ number: next!.number, starts_at: business.ends_at });
  });

  it('the operator cancels an unpaid invoice, not a paid one', async () => {
    const unpaid = await issue('otherLeader', 'pro', 12);
    expect(await operator('cancel', unpaid.number)).toMatchObject({
      status: 200,
      body: { status: 'cancelled' },
    });
    expect(await operator('cancel', unpaid.number)).toMatchObject({ status: 400 });
  });
});

describe('the leader cancels', () => {
  it('its unpaid invoice; not twice, not another agency’s', async () => {
    const unpaid = await issue('otherLeader', 'pro', 1);
    expect(await as('leader')('POST', `${PL}/invoices/${unpaid.number}/cancel/`)).toMatchObject({
      status: 404,
      body: { detail: TARIFF_MESSAGES.invoiceNotFound },
    });
    const url = `${PL}/invoices/${unpaid.number}/cancel/`;
    const res = await as('otherLeader')<Invoice>('POST', url);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelled_at: clock.now.toISOString() });
    expect(await as('otherLeader')('POST', url)).toMatchObject({
      status: 400,
      body: { non_field_errors: [TARIFF_MESSAGES.notPending] },
    });
    expect(await notified('otherLeader', 'cancelled')).toHaveLength(3); // replaced, operator's, leader's
    expect((await state('otherLeader')).pending).toBeNull();
  });
});

describe('expiry', () => {
  it('past every paid period: the free plan; `expired` written once with one notification each, the profile rebuilt', async () => {
    clock.now = new Date('2027-01-01T00:00:00Z');
    const active = await t
      .app()
      .db.db.select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.contractorId, t.agency('otherLeader')),
          eq(subscriptions.status, 'active'),
        ),
      );
    expect(active).toHaveLength(2);
    const version = async () =>
      (
        await t
          .app()
          .db.db.select({ v: contractors.profileVersion })
          .from(contractors)
          .where(eq(contractors.id, t.agency('otherLeader')))
      )[0]!.v;
    const before = await version();
    const [a, b] = await Promise.all([state('otherLeader'), state('otherLeader')]);
    expect(a).toMatchObject({ plan: 'start', current: null, next: null });
    expect(b).toMatchObject({ plan: 'start', current: null });
    for (const s of active) expect((await row(s.id)).status).toBe('expired');
    expect(await version()).toBe(before + 1); // the ranking's plan criterion follows
    expect(await notified('otherLeader', 'expired')).toHaveLength(2);
    await state('otherLeader');
    expect(await notified('otherLeader', 'expired')).toHaveLength(2);
  });
});
