import { describe, expect, it } from 'vitest';
import { paymentDetailsInput } from '../../contract/tariffs';
import {
  REQUISITE_CHECKS,
  type RequisiteField,
  type RequisiteValues,
} from '../../src/features/tariffs/requisite-rules';
import {
  discountLabel,
  formatDay,
  limitLines,
  monthlyPrice,
  usageLine,
} from '../../src/features/tariffs/format';
import { COMPANY_REQUISITES } from '../fixtures/requisites';

// The requisites form checks as the server does: its own checks (the app does not load the zod schema) must
// judge every value as the server's schema does.

const VALID: RequisiteValues = COMPANY_REQUISITES;

/** The form's first error per field, as the form would show it. */
const formErrors = (values: RequisiteValues) =>
  Object.fromEntries(
    (Object.keys(REQUISITE_CHECKS) as RequisiteField[])
      .map((name) => [name, REQUISITE_CHECKS[name](values[name], values)] as const)
      .filter(([, result]) => result !== true),
  );

/** The server schema's errors per field (its first message for each). */
function serverErrors(values: RequisiteValues) {
  const result = paymentDetailsInput.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the requisites form checks them as the server does', () => {
  it.each<[string, Partial<RequisiteValues>]>([
    ['valid requisites of a company', {}],
    [
      'an ИП: 12-digit ИНН, no КПП, ОГРНИП',
      { inn: '500100732259', kpp: '', ogrn: '304500116000157' },
    ],
    ['a wrong ИНН', { inn: '7707083894' }],
    ['a company without КПП', { kpp: '' }],
    ['a malformed КПП', { kpp: '77360100' }],
    ['an ИП with a КПП', { inn: '500100732259', ogrn: '304500116000157' }],
    ['a wrong ОГРН', { ogrn: '1027700132196' }],
    ['an ОГРНИП for a company', { ogrn: '304500116000157' }],
    ['a wrong БИК', { bik: '123456789' }],
    ['a settlement account of another bank', { settlement_account: '40702810300000012345' }],
    ['a correspondent account of another bank', { correspondent_account: '30101810500000000225' }],
    ['no address, no bank', { legal_address: ' ', bank_name: '' }],
  ])('%s', (name, change) => {
    const values = { ...VALID, ...change };
    expect(formErrors(values)).toEqual(serverErrors(values));
    // The two valid cases pass; every other one fails on both sides.
    expect(Object.keys(serverErrors(values)).length === 0).toBe(
      name.startsWith('valid') || name.startsWith('an ИП:'),
    );
  });
});

describe('the words of the tariff screens', () => {
  it('prices, discounts, limits, usage and days', () => {
    expect(monthlyPrice({ price_month: 14900 }).replace(/\s/g, ' ')).toBe('14 900 ₽ в месяц');
    expect(monthlyPrice({ price_month: 0 })).toBe('Бесплатно');
    expect(discountLabel(15)).toBe('−15 %');
    expect(
      limitLines({ employees: null, cases: 3, proposals_per_month: 5, services: 10, materials: 0 }),
    ).toEqual([
      'Отклики в месяц: 5',
      'Услуги в профиле: 10',
      'Кейсы: 3',
      'Материалы: 0',
      'Сотрудники: без ограничений',
    ]);
    expect(usageLine('proposals_per_month', 2, 5)).toBe(
      'использовано 2 из 5 откликов в этом месяце',
    );
    expect(usageLine('cases', 7, null)).toBe('без ограничений');
    // At the limit the usual line; above it (a smaller plan now) what that means, each count agreeing.
    expect(usageLine('cases', 3, 3)).toBe('3 из 3 кейсов');
    expect(usageLine('cases', 5, 3)).toBe('5 кейсов, в тарифе — 3: новые не добавить');
    expect(usageLine('cases', 21, 3)).toBe('21 кейс, в тарифе — 3: новые не добавить');
    expect(usageLine('employees', 2, 1)).toBe('2 сотрудника, в тарифе — 1: новых не пригласить');
    expect(usageLine('proposals_per_month', 6, 5)).toBe(
      '6 откликов в этом месяце, в тарифе — 5: новые не отправить',
    );
    // A moment late in the evening in UTC is the next day in Moscow.
    expect(formatDay('2026-12-01T22:30:00Z')).toBe('2 декабря 2026');
  });
});
