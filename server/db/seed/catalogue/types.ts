import type { BudgetBand } from '../../../../contract/budget';
import type { DemoContractorSeed } from '../data/types';

// Shapes of the demo catalogue: what the seed writes for an agency beyond its basic row and links.

export interface PlannedCase {
  title: string;
  text: string;
  results: string;
  /** Industry name from ../data/industries.ts */
  industry: string;
  year: number;
  /** A known brand by name (../data/brands.ts), else `clientName` names the client. */
  brand: string | null;
  clientName: string;
  budget: BudgetBand;
  /** Services of the agency the case proves, by name. */
  services: string[];
}

export interface PlannedHistory {
  brand: string | null;
  clientName: string;
  industry: string;
  yearFrom: number;
  yearTo: number | null;
  text: string;
}

export interface ProfileExtras {
  /** One per service of the agency, in the order of its `services`. */
  serviceTexts: string[];
  cases: PlannedCase[];
  histories: PlannedHistory[];
}

/** A whole demo agency: its row, its links, and the profile the catalogue shows. */
export type PlannedAgency = Omit<DemoContractorSeed, 'inn'> & {
  inn: string | null;
  /** The head office's country code; `city` is in it. */
  homeCountryCode: string;
} & ProfileExtras;
