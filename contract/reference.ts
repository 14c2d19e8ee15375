import { z } from 'zod';
import { pageOf, pageQuery, queryFlag } from './drf';
import { searchText } from './text';

export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
});
export type Role = z.infer<typeof role>;

export const accountTypeName = z.enum(['client', 'contractor', 'contractor_user']);
export type AccountTypeName = z.infer<typeof accountTypeName>;
export const accountType = z.object({ id: z.number().int(), name: accountTypeName });
export type AccountType = z.infer<typeof accountType>;

export const serviceCategory = z.object({ id: z.number().int(), name: z.string() });
export const service = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: serviceCategory,
});
export type Service = z.infer<typeof service>;

/** A price band of a service, rubles; `max_price` null = open-ended. */
export const serviceRange = z.object({
  id: z.number().int(),
  service: z.number().int(),
  name: z.string(),
  min_price: z.number().int(),
  max_price: z.number().int().nullable(),
});
export type ServiceRange = z.infer<typeof serviceRange>;

export const industry = z.object({ id: z.number().int(), name: z.string() });
export type Industry = z.infer<typeof industry>;

export const country = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type Country = z.infer<typeof country>;

export const city = z.object({ id: z.number().int(), name: z.string(), country: z.number().int() });
export type City = z.infer<typeof city>;

export const language = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type Language = z.infer<typeof language>;

export const brand = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string(),
  logo: z.string().nullable(),
  cooperate_now: z.boolean(),
});
export type Brand = z.infer<typeof brand>;

export const refusalReason = z.object({ id: z.number().int(), name: z.string() });
export type RefusalReason = z.infer<typeof refusalReason>;

const search = searchText();
const positiveId = z.coerce
  .number({ error: 'Введите целое число.' })
  .int('Введите целое число.')
  .positive('Введите целое положительное число.')
  .max(2147483647, 'Слишком большое число.');

export const namedListQuery = pageQuery.extend({ search });
/** `side=client`: why a client rejects a proposal; `agency` (the default): why an agency declines. */
export const refusalReasonQuery = namedListQuery.extend({
  side: z.enum(['agency', 'client']).default('agency'),
});
export const servicesQuery = pageQuery.extend({ search, category: positiveId.optional() });
export const serviceRangesQuery = pageQuery.extend({ service: positiveId.optional() });
/** `with_existing_contractors=true`: only entries at least one published agency has. */
export const withContractorsQuery = pageQuery.extend({
  search,
  with_existing_contractors: queryFlag.optional(),
});
export const citiesQuery = pageQuery.extend({ search, country: positiveId.optional() });
export const brandsQuery = pageQuery.extend({ search, cooperate_now: queryFlag.optional() });

export const rolePage = pageOf(role);
export const accountTypePage = pageOf(accountType);
export const servicePage = pageOf(service);
export const serviceRangePage = pageOf(serviceRange);
export const industryPage = pageOf(industry);
export const countryPage = pageOf(country);
export const cityPage = pageOf(city);
export const languagePage = pageOf(language);
export const brandPage = pageOf(brand);
export const refusalReasonPage = pageOf(refusalReason);
