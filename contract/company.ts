import { z } from 'zod';
import { plainText } from './text';
import { pageOf, pageQuery } from './drf';

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

export const innField = z
  .string()
  .trim()
  .regex(/^(\d{10}|\d{12})$/, { error: INN_MESSAGES.format, abort: true })
  .refine(isValidInn, INN_MESSAGES.checksum);

/** Shared field rules of companies and agencies. */
export const nameField = plainText()
  .trim()
  .min(1, 'Это поле не может быть пустым.')
  .max(200, 'Убедитесь, что это значение содержит не более 200 символов.');
export const websiteField = z
  .union([
    z.literal(''),
    z
      .url({ protocol: /^https?$/, error: 'Введите правильный URL.' })
      .max(300, 'Убедитесь, что это значение содержит не более 300 символов.'),
  ])
  .nullable();
export const descriptionField = plainText().max(
  5000,
  'Убедитесь, что это значение содержит не более 5000 символов.',
);
export const refId = z
  .number({ error: 'Введите целое число.' })
  .int('Введите целое число.')
  .positive('Недопустимый первичный ключ.')
  .max(2147483647, 'Недопустимый первичный ключ.');

/** Company size by headcount, as Russian SME law counts it. */
export const COMPANY_SIZES = {
  micro: 'до 15 сотрудников',
  small: '16–100 сотрудников',
  medium: '101–250 сотрудников',
  large: 'более 250 сотрудников',
} as const;
export const companySize = z.enum(Object.keys(COMPANY_SIZES) as [keyof typeof COMPANY_SIZES]);
export type CompanySize = z.infer<typeof companySize>;

export const company = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  website: z.string().nullable(),
  description: z.string(),
  city: z.number().int().nullable(),
  industry: z.number().int().nullable(),
  size: companySize.nullable(),
  created_at: z.string(),
});
export type Company = z.infer<typeof company>;
export const companyPage = pageOf(company);

export const companyCreate = z.strictObject({
  name: nameField,
  inn: innField,
  website: websiteField.optional(),
  description: descriptionField.optional(),
  city: refId.nullable().optional(),
  industry: refId.nullable().optional(),
  size: companySize.nullable().optional(),
});
export type CompanyCreate = z.infer<typeof companyCreate>;
export const companyPatch = companyCreate.partial();
export type CompanyPatch = z.infer<typeof companyPatch>;

export const companyListQuery = pageQuery;
