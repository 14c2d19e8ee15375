// The checksums of Russian company requisites: ИНН, ОГРН (ОГРНИП), КПП's format, БИК and the bank accounts
// keyed with it. Pure functions on digit strings; the zod schema of payment details (tariffs.ts) uses them.

import { isValidInn } from './company-rules';

const digits = (value: string) => [...value].map(Number);

/** ИНН: its checksum is the company's (company-rules.ts), re-exported so the requisites are checked from here. */
export { isValidInn };

/** КПП: a company's four-digit tax office code, two characters of the reason (digits or A–Z), three digits. */
export const isValidKpp = (kpp: string) => /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);

/** ОГРН (13 digits) or ОГРНИП (15): the number without its last digit mod 11 (mod 13), then mod 10. */
export function isValidOgrn(ogrn: string): boolean {
  if (!/^\d{13}(\d{2})?$/.test(ogrn)) return false;
  const modulus = ogrn.length === 13 ? 11 : 13;
  // The remainder digit by digit (Horner): the number is too long for a double.
  const remainder = digits(ogrn.slice(0, -1)).reduce((r, d) => (r * 10 + d) % modulus, 0);
  return remainder % 10 === Number(ogrn.at(-1));
}

/** A Russian bank's БИК: nine digits, starting with the country code 04. */
export const isValidBik = (bik: string) => /^04\d{7}$/.test(bik);

/** The control key of a 20-digit account: with its 3-digit prefix, weights 7 1 3 repeated, sum ≡ 0 mod 10. */
function keyedAccount(prefix: string, account: string): boolean {
  if (!/^\d{20}$/.test(account)) return false;
  const weights = [7, 1, 3];
  const sum = digits(prefix + account).reduce((acc, d, i) => acc + d * weights[i % 3]!, 0);
  return sum % 10 === 0;
}

/** A settlement account (расчётный счёт), keyed with the last three digits of its bank's БИК. */
export const isValidSettlementAccount = (account: string, bik: string) =>
  isValidBik(bik) && keyedAccount(bik.slice(-3), account);

/** A bank's correspondent account: 301…, keyed with «0» and the 5th–6th digits of its БИК. */
export const isValidCorrespondentAccount = (account: string, bik: string) =>
  isValidBik(bik) && account.startsWith('301') && keyedAccount(`0${bik.slice(4, 6)}`, account);
