import { z } from 'zod';
import { imageRef, material } from './materials';
import { BUDGET_BAND_KEYS } from './budget';
import { contractor } from './contractor';

// An agency's public profile (GET /contractor/api/v1/contractors/{id}/): its own fields and everything it
// shows a client — services with their price ranges, industries, where it works, languages, clients, cases.

const id = z.number().int();
const named = z.object({ id, name: z.string() });

/** A price band of a service, rubles; `max_price` null = open-ended. */
const priceRange = z.object({
  id,
  name: z.string(),
  min_price: z.number().int(),
  max_price: z.number().int().nullable(),
});

/** A known brand the agency names as a client. */
const brandRef = z.object({ id, name: z.string(), logo: z.string().nullable() });

export const profileService = z.object({
  /** The service's id (the catalogue's `service` filter). */
  id,
  name: z.string(),
  category: z.string(),
  range: priceRange.nullable(),
  description: z.string(),
});
export type ProfileService = z.infer<typeof profileService>;

export const profileLocation = z.object({ id, country: named, city: named.nullable() });
export type ProfileLocation = z.infer<typeof profileLocation>;

export const profileClientHistory = z.object({
  id,
  /** A known brand, or else `client_name` as the agency wrote it. */
  brand: brandRef.nullable(),
  client_name: z.string(),
  industry: named.nullable(),
  year_from: z.number().int().nullable(),
  year_to: z.number().int().nullable(),
  text: z.string(),
});
export type ProfileClientHistory = z.infer<typeof profileClientHistory>;

export const profileCase = z.object({
  id,
  title: z.string(),
  text: z.string(),
  industry: named.nullable(),
  year: z.number().int().nullable(),
  brand: brandRef.nullable(),
  client_name: z.string(),
  /** The project's budget band: its key (contract/budget.ts) and label. */
  budget: z.object({ key: z.enum(BUDGET_BAND_KEYS), label: z.string() }).nullable(),
  results: z.string(),
  services: z.array(named),
  /** Its images and files, in upload order. */
  materials: z.array(material),
});
export type ProfileCase = z.infer<typeof profileCase>;

export const contractorProfile = contractor.extend({
  /** The head office's name (`city` is its id). */
  city_name: z.string().nullable(),
  /** The logo's files; null while the agency has none. */
  logo: imageRef.nullable(),
  services: z.array(profileService),
  industries: z.array(named),
  locations: z.array(profileLocation),
  languages: z.array(z.object({ id, name: z.string(), code: z.string() })),
  client_histories: z.array(profileClientHistory),
  cases: z.array(profileCase),
});
export type ContractorProfile = z.infer<typeof contractorProfile>;
