import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from '../../../contract/requisites';
import type { PaymentDetailsInput } from '../../../contract/tariffs';

// The requisites' checks as the form runs them while they are typed: the checksums of contract/requisites.ts
// and the server's own words (TARIFF_MESSAGES of the zod contract, which the app may not import as a value;
// tests/unit/tariff-requisite-rules.test.ts keeps the two the same). The server checks them again.

export const REQUISITE_MESSAGES = {
  legalName: 'Укажите полное наименование.',
  legalAddress: 'Укажите юридический адрес.',
  bankName: 'Укажите банк.',
  tooLong: 'Не более 300 символов.',
  inn: 'Неверный ИНН: проверьте цифры (10 для организации, 12 для ИП).',
  kpp: 'КПП — 9 символов: 4 цифры, 2 цифры или латинские буквы, 3 цифры.',
  kppRequired: 'Укажите КПП: у организации он есть.',
  kppForbidden: 'У ИП нет КПП: оставьте поле пустым.',
  ogrn: 'Неверный ОГРН: 13 цифр для организации, 15 для ИП, последняя — контрольная.',
  ogrnKind: 'ОГРН не соответствует ИНН: у организации 13 цифр, у ИП — 15.',
  bik: 'БИК — 9 цифр и начинается с 04.',
  settlementAccount: 'Расчётный счёт не сходится с БИК: проверьте 20 цифр счёта и БИК банка.',
  correspondentAccount: 'Корреспондентский счёт не сходится с БИК: он начинается с 301, 20 цифр.',
} as const;

export type RequisiteValues = Required<PaymentDetailsInput>;
export type RequisiteField = keyof RequisiteValues;
type Check = (value: string, values: RequisiteValues) => string | true;

const REQUISITE_TEXT_MAX = 300;
const required =
  (message: string): Check =>
  (value) => {
    const text = value.trim();
    if (text === '') return message;
    return text.length <= REQUISITE_TEXT_MAX || REQUISITE_MESSAGES.tooLong;
  };
const digits = (value: string) => value.trim();

/** Each field's check; an account is checked against the БИК only once the БИК itself is right. */
export const REQUISITE_CHECKS: Record<RequisiteField, Check> = {
  legal_name: required(REQUISITE_MESSAGES.legalName),
  inn: (value) => isValidInn(digits(value)) || REQUISITE_MESSAGES.inn,
  kpp: (value, values) => {
    const kpp = value.trim().toUpperCase();
    const inn = digits(values.inn);
    if (inn.length === 12) return kpp === '' || REQUISITE_MESSAGES.kppForbidden;
    if (inn.length !== 10) return kpp === '' || isValidKpp(kpp) || REQUISITE_MESSAGES.kpp;
    if (kpp === '') return REQUISITE_MESSAGES.kppRequired;
    return isValidKpp(kpp) || REQUISITE_MESSAGES.kpp;
  },
  ogrn: (value, values) => {
    const ogrn = digits(value);
    if (!isValidOgrn(ogrn)) return REQUISITE_MESSAGES.ogrn;
    const inn = digits(values.inn);
    if (!isValidInn(inn)) return true;
    return ogrn.length === (inn.length === 10 ? 13 : 15) || REQUISITE_MESSAGES.ogrnKind;
  },
  legal_address: required(REQUISITE_MESSAGES.legalAddress),
  bank_name: required(REQUISITE_MESSAGES.bankName),
  bik: (value) => isValidBik(digits(value)) || REQUISITE_MESSAGES.bik,
  correspondent_account: (value, values) => {
    const bik = digits(values.bik);
    if (!/^\d{20}$/.test(digits(value))) return REQUISITE_MESSAGES.correspondentAccount;
    return (
      !isValidBik(bik) ||
      isValidCorrespondentAccount(digits(value), bik) ||
      REQUISITE_MESSAGES.correspondentAccount
    );
  },
  settlement_account: (value, values) => {
    const bik = digits(values.bik);
    if (!/^\d{20}$/.test(digits(value))) return REQUISITE_MESSAGES.settlementAccount;
    return (
      !isValidBik(bik) ||
      isValidSettlementAccount(digits(value), bik) ||
      REQUISITE_MESSAGES.settlementAccount
    );
  },
};

/** What is sent: trimmed, the КПП in capitals (the server reads it so). */
export const requisiteBody = (values: RequisiteValues): RequisiteValues => ({
  legal_name: values.legal_name.trim(),
  inn: values.inn.trim(),
  kpp: values.kpp.trim().toUpperCase(),
  ogrn: values.ogrn.trim(),
  legal_address: values.legal_address.trim(),
  bank_name: values.bank_name.trim(),
  bik: values.bik.trim(),
  correspondent_account: values.correspondent_account.trim(),
  settlement_account: values.settlement_account.trim(),
});
