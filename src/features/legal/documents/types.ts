import type { LegalSlug } from '../../../config/paths';

/** One legal document of the service: numbered sections, each a heading and its paragraphs. */
export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  edition: string;
  sections: { heading: string; paragraphs: string[] }[];
}
