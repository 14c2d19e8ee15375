import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentDetails, paymentDetailsInput, Requisites } from '../../../contract/tariffs';
import type { Db } from '../../db/client';
import { contractors, paymentDetails } from '../../db/schema';

type Saved = typeof paymentDetails.$inferSelect;

export const requisitesOf = (row: Saved): Requisites => ({
  legal_name: row.legalName,
  inn: row.inn,
  kpp: row.kpp,
  ogrn: row.ogrn,
  legal_address: row.legalAddress,
  bank_name: row.bankName,
  bik: row.bik,
  correspondent_account: row.correspondentAccount,
  settlement_account: row.settlementAccount,
});

/** The agency's saved requisites, or undefined before the leader saves them. */
export async function savedRequisites(
  db: Db,
  contractorId: number,
): Promise<Requisites | undefined> {
  const [row] = await db
    .select()
    .from(paymentDetails)
    .where(eq(paymentDetails.contractorId, contractorId));
  return row && requisitesOf(row);
}

/** The saved requisites; before any, a draft from the agency's profile (its name and ИНН), `saved: false`. */
export async function paymentDetailsOf(db: Db, contractorId: number): Promise<PaymentDetails> {
  const [row] = await db
    .select()
    .from(paymentDetails)
    .where(eq(paymentDetails.contractorId, contractorId));
  if (row) return { ...requisitesOf(row), saved: true, updated_at: row.updatedAt.toISOString() };
  const [agency] = await db
    .select({ name: contractors.name, inn: contractors.inn })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return {
    legal_name: agency?.name ?? '',
    inn: agency?.inn ?? '',
    kpp: '',
    ogrn: '',
    legal_address: '',
    bank_name: '',
    bik: '',
    correspondent_account: '',
    settlement_account: '',
    saved: false,
    updated_at: null,
  };
}

/** Saves the requisites in place of the saved ones (checked by the route's schema, checksums included). */
export async function savePaymentDetails(
  db: Db,
  contractorId: number,
  userId: number,
  body: z.output<typeof paymentDetailsInput>,
  now: Date,
): Promise<PaymentDetails> {
  const values = {
    legalName: body.legal_name,
    inn: body.inn,
    kpp: body.kpp,
    ogrn: body.ogrn,
    legalAddress: body.legal_address,
    bankName: body.bank_name,
    bik: body.bik,
    correspondentAccount: body.correspondent_account,
    settlementAccount: body.settlement_account,
    updatedAt: now,
    updatedBy: userId,
  };
  const [row] = await db
    .insert(paymentDetails)
    .values({ contractorId, ...values })
    .onConflictDoUpdate({ target: paymentDetails.contractorId, set: values })
    .returning();
  return { ...requisitesOf(row!), saved: true, updated_at: row!.updatedAt.toISOString() };
}
