import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from '../../../contract/requisites';
import { REQUISITE_TEXT_MAX, TARIFF_MESSAGES } from '../../../contract/tariff-rules';
import type { PaymentDetailsInput } from '../../../contract/tariffs';

// The requisites' checks as the form runs them while they are typed: the checksums of contract/requisites.ts
// and the server's own words (contract/tariff-rules.ts). tests/unit/tariff-requisite-rules.test.ts runs them
// beside the server's schema, so the two never judge a value differently. The server checks them again.

export type RequisiteValues = Required<PaymentDetailsInput>;
export type RequisiteField = keyof RequisiteValues;
type Check = (value: string, values: RequisiteValues) => string | true;

const required =
  (message: string): Check =>
  (value) => {
    const text = value.trim();
    if (text === '') return message;
    return text.length <= REQUISITE_TEXT_MAX || TARIFF_MESSAGES.tooLong;
  };
const digits = (value: string) => value.trim();

/** Each field's check; an account is checked against the БИК only once the БИК itself is right. */
export const REQUISITE_CHECKS: Record<RequisiteField, Check> = {
  legal_name: required(TARIFF_MESSAGES.legalName),
  inn: (value) => isValidInn(digits(value)) || TARIFF_MESSAGES.inn,
  kpp: (value, values) => {
    const kpp = value.trim().toUpperCase();
    const inn = digits(values.inn);
    if (inn.length === 12) return kpp === '' || TARIFF_MESSAGES.kppForbidden;
    if (inn.length !== 10) return kpp === '' || isValidKpp(kpp) || TARIFF_MESSAGES.kpp;
    if (kpp === '') return TARIFF_MESSAGES.kppRequired;
    return isValidKpp(kpp) || TARIFF_MESSAGES.kpp;
  },
  ogrn: (value, values) => {
    const ogrn = digits(value);
    if (!isValidOgrn(ogrn)) return TARIFF_MESSAGES.ogrn;
    const inn = digits(values.inn);
    if (!isValidInn(inn)) return true;
    return ogrn.length === (inn.length === 10 ? 13 : 15) || TARIFF_MESSAGES.ogrnKind;
  },
  legal_address: required(TARIFF_MESSAGES.legalAddress),
  bank_name: required(TARIFF_MESSAGES.bankName),
  bik: (value) => isValidBik(digits(value)) || TARIFF_MESSAGES.bik,
  correspondent_account: (value, values) => {
    const bik = digits(values.bik);
    if (!/^\d{20}$/.test(digits(value))) return TARIFF_MESSAGES.correspondentAccount;
    return (
      !isValidBik(bik) ||
      isValidCorrespondentAccount(digits(value), bik) ||
      TARIFF_MESSAGES.correspondentAccount
    );
  },
  settlement_account: (value, values) => {
    const bik = digits(values.bik);
    if (!/^\d{20}$/.test(digits(value))) return TARIFF_MESSAGES.settlementAccount;
    return (
      !isValidBik(bik) ||
      isValidSettlementAccount(digits(value), bik) ||
      TARIFF_MESSAGES.settlementAccount
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
