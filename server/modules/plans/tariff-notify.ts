import type { Db } from '../../db/client';
import { notify } from '../../realtime';
import { agencyMembersWith } from '../auth';
import type { InvoiceRow } from './invoice-view';
import { moscowDate } from './period';

type Change = 'pending_payment' | 'active' | 'expired' | 'cancelled';

/**
 * Tells the agency of a change of its tariff (`subscription_changed`, every channel on). An invoice issued
 * or cancelled concerns whoever pays: the leader (the right `manageTariff`). A period paid or over changes
 * what everyone in the team may do (the limits): every member.
 */
export async function notifyTariffChange(
  tx: Db,
  row: InvoiceRow,
  status: Change,
  at: Date,
): Promise<void> {
  const { subscription: s, plan } = row;
  const payers = status === 'pending_payment' || status === 'cancelled';
  const recipients = await agencyMembersWith(tx, s.contractorId, payers ? 'manageTariff' : 'view');
  await notify(tx, {
    kind: 'subscription_changed',
    recipients,
    params: {
      plan: plan.name,
      until: status === 'active' && s.endsAt ? moscowDate(s.endsAt) : null,
      status,
      invoice: s.id,
    },
    at,
    // The invoice's own mail, with its PDF, already tells the payer by email.
    skip: status === 'pending_payment' ? ['email'] : [],
  });
}
