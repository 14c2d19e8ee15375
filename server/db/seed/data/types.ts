// Shapes of the reference and demo data seeded on first start. Names are the natural keys the seed links by.

export interface ServiceCategorySeed {
  name: string;
  services: ServiceSeed[];
}

export interface ServiceSeed {
  name: string;
  description: string;
  /** Price bands of this service, cheapest first; prices in rubles, `maxPrice: null` = open-ended. */
  ranges: { name: string; minPrice: number; maxPrice: number | null }[];
}

export interface CountrySeed {
  name: string;
  /** ISO 3166-1 alpha-2 */
  code: string;
  cities: string[];
}

export interface LanguageSeed {
  name: string;
  /** ISO 639-1 */
  code: string;
}

export interface BrandSeed {
  name: string;
  website: string;
  cooperateNow: boolean;
}

export interface PlanSeed {
  slug: string;
  name: string;
  /** Rubles per month, VAT included; 0 = free */
  priceMonth: number;
  description: string;
  features: string[];
  isPopular: boolean;
  /** Limits the server enforces; null = no limit (contract/tariff-rules.ts). */
  proposalsPerMonth: number | null;
  maxServices: number | null;
  maxCases: number | null;
  maxMaterials: number | null;
  maxEmployees: number | null;
  matchingPriority: boolean;
}

export interface RoleSeed {
  /** machine name, latin */
  name: string;
  title: string;
  description: string;
}

export type FaqAudience = 'client' | 'contractor';

export interface FaqSeed {
  question: string;
  /** One or two sentences shown in the list. */
  summary: string;
  /**
   * The article: paragraphs separated by a blank line; a paragraph whose lines all start with "- " is a
   * bulleted list; a line starting with "## " is a subheading. No HTML.
   */
  answer: string;
  audience: FaqAudience;
}

export interface DemoContractorSeed {
  name: string;
  /** 10-digit ИНН with a valid checksum */
  inn: string;
  website: string;
  description: string;
  foundedYear: number;
  staffCount: number;
  /** Head office: must be a city listed in countries.ts */
  city: string;
  /** Countries (by code) and cities where the agency works; cities must exist in countries.ts */
  locations: { countryCode: string; city: string | null }[];
  /** Language codes from languages.ts */
  languages: string[];
  /** Service names from services.ts, each with the index of the chosen range */
  services: { name: string; range: number }[];
  /** Industry names from industries.ts */
  industries: string[];
}
