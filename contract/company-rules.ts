// The plain values of company.ts (no zod): the app imports them from here, so its bundle carries no schema.

const INN_WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const checkDigit = (digits: number[], weights: number[]) =>
  (weights.reduce((sum, weight, i) => sum + weight * digits[i]!, 0) % 11) % 10;

/** ИНН: 10 digits (organisation) or 12 (individual), with the Federal Tax Service check digits. */
export function isValidInn(inn: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(inn)) return false;
  const d = [...inn].map(Number);
  if (d.length === 10) return checkDigit(d, INN_WEIGHTS_10) === d[9];
  return checkDigit(d, INN_WEIGHTS_11) === d[10] && checkDigit(d, INN_WEIGHTS_12) === d[11];
}

export const INN_MESSAGES = {
  format: 'ИНН должен состоять из 10 или 12 цифр.',
  checksum: 'Неверный ИНН: не сходится контрольное число.',
} as const;

/** Company size by headcount, as Russian SME law counts it. */
export const COMPANY_SIZES = {
  micro: 'до 15 сотрудников',
  small: '16–100 сотрудников',
  medium: '101–250 сотрудников',
  large: 'более 250 сотрудников',
} as const;
