import { beforeAll, describe, expect, it } from 'vitest';
import { rightDeniedMessage } from '../../contract/agency-rights';
import type { Method } from './helpers/accounts';
import { PL, useTariffApp, VALID_REQUISITES } from './helpers/tariffs';
import { ROLES, type Role } from './helpers/world';

// Every route of /plans × every kind of visitor: guest, client, another client, the demo agency's leader,
// another agency's leader, the demo agency's manager and specialist. Invoices are the demo agency's.

const t = useTariffApp();
const { as } = t;

beforeAll(async () => {
  await t.saveRequisites('otherLeader');
});

/** A fresh unpaid invoice of the demo agency. */
const pendingInvoice = async () => (await t.issue('leader', 'business', 1)).number;
/** The demo agency's paid invoice from the seed. */
const paidInvoice = async () => (await t.state('leader')).current!.number;

type Prepared = { url: string; body?: unknown };

/** The PDF route answers a file, not JSON: its status, and its body when it is an error. */
async function pdf(role: Role, url: string) {
  const token = t.world()[role].session?.access;
  const res = await t.app().inject({
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const isPdf = res.headers['content-type'] === 'application/pdf';
  if (isPdf) expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { status: res.statusCode, body: isPdf ? null : res.json<unknown>() };
}
type Row = [method: Method, route: string, statuses: string, prepare: () => Promise<Prepared>];

// Statuses for: guest, client, other client, leader, other agency's leader, manager, specialist.
// prettier-ignore
const rows: Row[] = [
  ['GET', 'plan/',                          '200 200 200 200 200 200 200', () => Promise.resolve({ url: `${PL}/plan/` })],
  ['GET', 'payment-details/',               '401 403 403 200 200 200 200', () => Promise.resolve({ url: `${PL}/payment-details/` })],
  ['POST', 'payment-details-create/',       '401 403 403 201 201 403 403', () => Promise.resolve({ url: `${PL}/payment-details-create/`, body: VALID_REQUISITES })],
  ['GET', 'subscription/',                  '401 403 403 200 200 200 200', () => Promise.resolve({ url: `${PL}/subscription/` })],
  ['POST', 'invoices/',                     '401 403 403 201 201 403 403', () => Promise.resolve({ url: `${PL}/invoices/`, body: { plan: 'pro', period_months: 3 } })],
  ['POST', 'invoices/{n}/cancel/',          '401 403 403 200 404 403 403', async () => ({ url: `${PL}/invoices/${await pendingInvoice()}/cancel/` })],
  ['GET', 'invoices/{n}/pdf/',              '401 403 403 200 404 200 200', async () => ({ url: `${PL}/invoices/${await paidInvoice()}/pdf/` })],
  ['POST', 'operator/invoices/{n}/confirm/', '401 403 403 403 403 403 403', async () => ({ url: `${PL}/operator/invoices/${await pendingInvoice()}/confirm/` })],
  ['POST', 'operator/invoices/{n}/cancel/', '401 403 403 403 403 403 403', async () => ({ url: `${PL}/operator/invoices/${await pendingInvoice()}/cancel/` })],
];

const RIGHT: Record<string, 'view' | 'manageTariff'> = {
  'payment-details-create/': 'manageTariff',
  'invoices/': 'manageTariff',
  'invoices/{n}/cancel/': 'manageTariff',
};

const cells = rows.flatMap(([method, route, statuses, prepare]) =>
  statuses.split(' ').map((status, i) => ({
    method,
    route,
    role: ROLES[i]!,
    status: Number(status),
    prepare,
  })),
);

describe(`tariffs authorization: ${rows.length} routes × ${ROLES.length} roles`, () => {
  it.each(cells)(
    '$method $route as $role → $status',
    async ({ method, route, role, status, prepare }) => {
      const { url, body } = await prepare();
      const res = url.endsWith('/pdf/') ? await pdf(role, url) : await as(role)(method, url, body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      const right = RIGHT[route];
      if (right && (role === 'manager' || role === 'specialist'))
        expect(res.body).toEqual({ detail: rightDeniedMessage(right) });
    },
  );

  it('a user who is no agency member is refused the agency’s routes without a hint of another agency', async () => {
    const res = await as('client')('GET', `${PL}/subscription/`);
    expect(res.body).toEqual({
      detail: 'У вас недостаточно прав для выполнения данного действия.',
    });
  });
});
