import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from '../../contract/requisites';
import { paymentDetailsInput, TARIFF_MESSAGES } from '../../contract/tariffs';

// Published requisites of two Moscow banks (their own ИНН, КПП, ОГРН, БИК and correspondent accounts).
const SBER = {
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  bik: '044525225',
  correspondent: '30101810400000000225',
};
const TBANK = {
  inn: '7710140679',
  kpp: '773401001',
  ogrn: '1027739642281',
  bik: '044525974',
  correspondent: '30101810145250000974',
};

/** Сбербанк's Северо-Западный банк, Saint Petersburg. */
const SPB_BIK = '044030653';
const SPB_CORRESPONDENT = '30101810500000000653';

/** A settlement account of `bik` from its 19 other digits: the one control digit (9th) that makes it valid. */
const keyed = (bik: string, head8: string, tail11: string) =>
  [...Array(10).keys()]
    .map((d) => `${head8}${d}${tail11}`)
    .filter((account) => isValidSettlementAccount(account, bik));

const ACCOUNT = keyed(SBER.bik, '40702810', '38000012345')[0]!;

const companyDetails = {
  legal_name: 'ООО «Северный ветер»',
  inn: SBER.inn,
  kpp: SBER.kpp,
  ogrn: SBER.ogrn,
  legal_address: '190000, Санкт-Петербург, Невский проспект, д. 1',
  bank_name: 'ПАО Сбербанк',
  bik: SBER.bik,
  correspondent_account: SBER.correspondent,
  settlement_account: ACCOUNT,
};

const fieldErrors = (input: unknown) => {
  const result = paymentDetailsInput.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('requisite checksums', () => {
  it('accept the real requisites of two banks', () => {
    for (const bank of [SBER, TBANK]) {
      expect(isValidKpp(bank.kpp)).toBe(true);
      expect(isValidOgrn(bank.ogrn)).toBe(true);
      expect(isValidBik(bank.bik)).toBe(true);
      expect(isValidCorrespondentAccount(bank.correspondent, bank.bik)).toBe(true);
    }
    expect(isValidOgrn('304500116000157')).toBe(true); // an ОГРНИП (15 digits, mod 13)
  });

  it('reject wrong check digits, lengths and letters', () => {
    for (const ogrn of ['1027700132196', '102770013219', '304500116000158', '10277001321A5'])
      expect(isValidOgrn(ogrn), ogrn).toBe(false);
    for (const kpp of ['77360100', '7736010011', '7736AZ0O1', '773601a01'])
      expect(isValidKpp(kpp), kpp).toBe(false);
    expect(isValidKpp('7736AZ001')).toBe(true); // the reason code may hold capital letters
    for (const bik of ['144525225', '04452522', '0445252255'])
      expect(isValidBik(bik), bik).toBe(false);
    // The key reads the БИК's 5th–6th digits (the Bank of Russia's division): a Saint Petersburg bank's
    // account fails with a Moscow БИК.
    expect(isValidCorrespondentAccount(SPB_CORRESPONDENT, SPB_BIK)).toBe(true);
    expect(isValidCorrespondentAccount(SPB_CORRESPONDENT, SBER.bik)).toBe(false);
    expect(isValidCorrespondentAccount('40702810400000000225', SBER.bik)).toBe(false); // not 301…
  });

  it('a settlement account has exactly one control digit for its bank', () => {
    expect(keyed(SBER.bik, '40702810', '38000012345')).toHaveLength(1);
    expect(isValidSettlementAccount(ACCOUNT, TBANK.bik)).toBe(false);
  });

  it('any change of one digit breaks a keyed account', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 1, max: 9 }),
        (position, shift) => {
          const digit = (Number(ACCOUNT[position]) + shift) % 10;
          const broken = ACCOUNT.slice(0, position) + digit + ACCOUNT.slice(position + 1);
          expect(isValidSettlementAccount(broken, SBER.bik)).toBe(false);
        },
      ),
    );
  });
});

describe('payment details', () => {
  it('accept a company with its КПП, and an ИП with none', () => {
    expect(fieldErrors(companyDetails)).toEqual({});
    expect(
      fieldErrors({
        ...companyDetails,
        legal_name: 'ИП Соколова Анна Петровна',
        inn: '500100732259',
        kpp: '',
        ogrn: '304500116000157',
      }),
    ).toEqual({});
  });

  it('say in Russian which requisite is wrong', () => {
    expect(
      fieldErrors({
        ...companyDetails,
        inn: '7707083894',
        ogrn: '1027700132196',
        settlement_account: ACCOUNT.replace(/.$/, (d) => String((Number(d) + 1) % 10)),
        correspondent_account: SPB_CORRESPONDENT,
      }),
    ).toEqual({
      inn: TARIFF_MESSAGES.inn,
      ogrn: TARIFF_MESSAGES.ogrn,
      settlement_account: TARIFF_MESSAGES.settlementAccount,
      correspondent_account: TARIFF_MESSAGES.correspondentAccount,
    });
  });

  it('hold a company to its КПП and 13-digit ОГРН, an ИП to none and 15', () => {
    expect(fieldErrors({ ...companyDetails, kpp: '' })).toEqual({
      kpp: TARIFF_MESSAGES.kppRequired,
    });
    expect(fieldErrors({ ...companyDetails, ogrn: '304500116000157' })).toEqual({
      ogrn: TARIFF_MESSAGES.ogrnKind,
    });
    expect(fieldErrors({ ...companyDetails, inn: '500100732259' })).toEqual({
      kpp: TARIFF_MESSAGES.kppForbidden,
      ogrn: TARIFF_MESSAGES.ogrnKind,
    });
  });

  it('check the accounts only against a valid БИК, and name missing texts', () => {
    expect(fieldErrors({ ...companyDetails, bik: '123', legal_address: '  ' })).toEqual({
      bik: TARIFF_MESSAGES.bik,
      legal_address: 'Укажите юридический адрес.',
    });
  });
});
