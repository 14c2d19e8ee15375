import type { LegalSlug } from '../../../config/paths';
import type { LegalDocument } from './types';

// One chunk per document: a visitor reading the offer downloads the offer, not all six texts (≈ 31 KB gzip).
const loaders: Record<LegalSlug, () => Promise<LegalDocument>> = {
  'public-offer': () => import('./publicOffer').then((m) => m.publicOffer),
  'privacy-policy': () => import('./privacyPolicy').then((m) => m.privacyPolicy),
  'user-agreement': () => import('./userAgreement').then((m) => m.userAgreement),
  'content-policy': () => import('./contentPolicy').then((m) => m.contentPolicy),
  'mailing-agreement': () => import('./mailingAgreement').then((m) => m.mailingAgreement),
  'personal-data-processing-policy': () =>
    import('./personalDataPolicy').then((m) => m.personalDataPolicy),
};

/** The document of a slug, from its own lazy chunk. */
export const loadLegalDocument = (slug: LegalSlug): Promise<LegalDocument> => loaders[slug]();
