import { eq } from 'drizzle-orm';
import { DEFAULT_VAT_RATE, DEMO_INVOICE_SELLER } from '../../config';
import { periodPrice } from '../../../contract/tariff-rules';
import type { Requisites } from '../../../contract/tariffs';
import type { Db } from '../client';
import { refreshProfileRows } from '../profile-columns';
import {
  contractorAccounts,
  contractors,
  paymentDetails,
  plans,
  subscriptions,
  users,
} from '../schema';
import { DEMO_ACCOUNTS } from './demo-users';

// The demo agency's tariff, so its tariff screen shows a paid plan and its invoices from the first start:
// saved requisites, «Бизнес» paid for 12 months from three months before the seed (so it runs nine more
// months from then, never about to expire), and an older invoice it cancelled unpaid. The second demo agency
// («Голос города») stays on the free plan. Times are relative to the seed's clock.

const DAY = 24 * 60 * 60 * 1000;

/** «Северный ветер»'s requisites: its ИНН from the demo data; the rest invented, every checksum valid. */
export const DEMO_AGENCY_REQUISITES: Requisites = {
  legal_name: 'ООО «Северный ветер»',
  inn: '7814016965',
  kpp: '781401001',
  ogrn: '1097847123450',
  legal_address: '197022, г. Санкт-Петербург, Каменноостровский пр-т, д. 42, офис 7',
  bank_name: 'ПАО Сбербанк',
  bik: '044525225',
  correspondent_account: '30101810400000000225',
  settlement_account: '40702810255000012345',
};

/** Months from a date, on the calendar (the seed needs no more precision than the day). */
const monthsAfter = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/** The demo agency's requisites and invoices as of `now`; false (nothing written) when it is missing. */
export async function seedDemoTariffs(tx: Db, now: Date = new Date()): Promise<boolean> {
  const [leader] = await tx
    .select({ userId: users.id, contractorId: contractorAccounts.contractorId })
    .from(users)
    .innerJoin(contractorAccounts, eq(contractorAccounts.userId, users.id))
    .innerJoin(contractors, eq(contractors.id, contractorAccounts.contractorId))
    .where(eq(users.email, DEMO_ACCOUNTS[1].email));
  const [business] = await tx.select().from(plans).where(eq(plans.slug, 'business'));
  if (!leader || !business) return false;
  const { contractorId, userId } = leader;
  const r = DEMO_AGENCY_REQUISITES;
  await tx
    .insert(paymentDetails)
    .values({
      contractorId,
      legalName: r.legal_name,
      inn: r.inn,
      kpp: r.kpp,
      ogrn: r.ogrn,
      legalAddress: r.legal_address,
      bankName: r.bank_name,
      bik: r.bik,
      correspondentAccount: r.correspondent_account,
      settlementAccount: r.settlement_account,
      updatedAt: monthsAfter(now, -4),
      updatedBy: userId,
    })
    .onConflictDoNothing();
  const startsAt = monthsAfter(now, -3);
  const invoice = {
    contractorId,
    planId: business.id,
    vatRate: DEFAULT_VAT_RATE,
    buyer: r,
    seller: DEMO_INVOICE_SELLER,
    issuedBy: userId,
  };
  await tx.insert(subscriptions).values([
    {
      ...invoice,
      periodMonths: 1,
      amount: periodPrice(business.priceMonth, 1),
      status: 'cancelled',
      issuedAt: new Date(startsAt.getTime() - 12 * DAY),
      cancelledAt: new Date(startsAt.getTime() - 10 * DAY),
    },
    {
      ...invoice,
      periodMonths: 12,
      amount: periodPrice(business.priceMonth, 12),
      status: 'active',
      issuedAt: new Date(startsAt.getTime() - 3 * DAY),
      paidAt: startsAt,
      startsAt,
      endsAt: monthsAfter(startsAt, 12),
    },
  ]);
  // Its ranking's plan criterion reads the paid plan from the profile rows.
  await refreshProfileRows(tx, eq(contractors.id, contractorId));
  return true;
}
