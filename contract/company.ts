import { z } from 'zod';
import { nameText, plainText, withoutNul } from './text';
import { pageOf, pageQuery } from './drf';
import { COMPANY_SIZES, INN_MESSAGES, isValidInn } from './company-rules';

export { COMPANY_SIZES, INN_MESSAGES, isValidInn };

export const innField = plainText()
  .trim()
  .regex(/^(\d{10}|\d{12})$/, { error: INN_MESSAGES.format, abort: true })
  .refine(isValidInn, INN_MESSAGES.checksum);

/** Shared field rules of companies and agencies. */
export const nameField = nameText(200).min(1, 'Это поле не может быть пустым.');
export const websiteField = z
  .union([
    z.literal(''),
    withoutNul(
      z
        .url({ protocol: /^https?$/, error: 'Введите правильный URL.' })
        .max(300, 'Убедитесь, что это значение содержит не более 300 символов.'),
    ),
  ])
  .nullable();
export const descriptionField = plainText().max(
  5000,
  'Убедитесь, что это значение содержит не более 5000 символов.',
);
export const refId = z
  .number({
    // Missing or null: the shared Russian messages («Обязательное поле.»), not this one.
    error: (issue) => (issue.input == null ? undefined : 'Введите целое число.'),
  })
  .int('Введите целое число.')
  .positive('Недопустимый первичный ключ.')
  .max(2147483647, 'Недопустимый первичный ключ.');

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
