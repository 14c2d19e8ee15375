import type { LegalSlug } from '../../../config/paths';
import { legalSlugs } from '../../../config/paths';
import { contentPolicy } from './contentPolicy';
import { mailingAgreement } from './mailingAgreement';
import { personalDataPolicy } from './personalDataPolicy';
import { privacyPolicy } from './privacyPolicy';
import { publicOffer } from './publicOffer';
import type { LegalDocument } from './types';
import { userAgreement } from './userAgreement';

export type { LegalDocument } from './types';

export const legalDocuments: Record<LegalSlug, LegalDocument> = {
  'public-offer': publicOffer,
  'privacy-policy': privacyPolicy,
  'user-agreement': userAgreement,
  'content-policy': contentPolicy,
  'mailing-agreement': mailingAgreement,
  'personal-data-processing-policy': personalDataPolicy,
};

const isLegalSlug = (slug: string): slug is LegalSlug =>
  (legalSlugs as readonly string[]).includes(slug);

/** The document for a URL slug, or undefined for an unknown one (the router shows «not found»). */
export function getLegalDocument(slug: string): LegalDocument | undefined {
  return isLegalSlug(slug) ? legalDocuments[slug] : undefined;
}
