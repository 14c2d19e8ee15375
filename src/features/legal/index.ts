export { LegalPage, LegalLinks } from './LegalPage';
export { getLegalDocument, legalDocuments } from './documents';
export type { LegalDocument } from './documents';
