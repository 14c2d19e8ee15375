import { z } from 'zod';
import { plainText } from './text';
import { descriptionField, innField, nameField, refId, websiteField } from './company';
import { imageRef } from './materials';
import { emailField, newPasswordField } from './auth';

const FOUNDED_YEAR_MIN = 1900;

export const contractor = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string(),
  founded_year: z.number().int().nullable(),
  staff_count: z.number().int().nullable(),
  city: z.number().int().nullable(),
  is_published: z.boolean(),
  /** One of the agency's images (`materials/api/v1/avatars/`), or none. */
  logo: imageRef.nullable(),
  created_at: z.string(),
});
export type Contractor = z.infer<typeof contractor>;

const foundedYear = z
  .number({ error: 'Введите целое число.' })
  .int('Введите целое число.')
  .min(FOUNDED_YEAR_MIN, `Год основания не может быть раньше ${FOUNDED_YEAR_MIN}.`)
  .refine((year) => year <= new Date().getFullYear(), 'Год основания не может быть в будущем.');
const staffCount = z
  .number({ error: 'Введите целое число.' })
  .int('Введите целое число.')
  .min(1, 'Убедитесь, что это значение больше либо равно 1.')
  .max(1_000_000, 'Убедитесь, что это значение меньше либо равно 1000000.');

/** The agency's basic fields, as the company flow and the profile page send them. */
export const contractorCreate = z.strictObject({
  name: nameField,
  inn: innField,
  website: websiteField.optional(),
  description: descriptionField.optional(),
  city: refId.nullable().optional(),
  founded_year: foundedYear.nullable().optional(),
  staff_count: staffCount.nullable().optional(),
});
export type ContractorCreate = z.infer<typeof contractorCreate>;
export const contractorPatch = contractorCreate
  .extend({ is_published: z.boolean(), logo: refId.nullable() })
  .partial();
export type ContractorPatch = z.infer<typeof contractorPatch>;

/** The agency registration of the company flow: user + agency + services + industries, one transaction. */
export const registerAgencyRequest = z.strictObject({
  email: emailField,
  password: newPasswordField,
  re_password: plainText().max(1024, 'Слишком длинное значение.'),
  company: contractorCreate,
  services: z
    .array(z.strictObject({ service: refId, service_range: refId }))
    .min(1, 'Выберите хотя бы одну услугу.')
    .max(50, 'Не более 50 услуг.'),
  industries: z
    .array(refId)
    .min(1, 'Выберите хотя бы одну отрасль.')
    .max(30, 'Не более 30 отраслей.'),
});
export type RegisterAgencyRequest = z.infer<typeof registerAgencyRequest>;

export const registerAgencyResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  type_account: z.number().int(),
  contractor: contractor,
});
