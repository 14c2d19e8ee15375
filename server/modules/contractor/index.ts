import { modulePlugin } from '../../http/route-kit';
import { contractorRoutes } from './contractor.routes';
import { contractorProfileRoutes } from './profile.routes';

/** `/contractor/api`: agencies — the public catalogue, their profile, the company flow's registration. */
export const contractorModule = modulePlugin(contractorRoutes, contractorProfileRoutes);

// The accounts module's contractor-accounts/ act on an agency through these.
export {
  contractorAccountById,
  contractorAccountOf,
  createAgencyFor,
  patchContractor,
} from './contractor.service';
// The public pages (server/pages) render an agency's profile and the catalogue from the same answers as
// their routes.
export { agencySitemapRows, publicProfile } from './public-profile';
export { searchCatalogue } from './catalogue';
export { catalogueFacetNames } from './facet-names';
// Every module that writes a part of an agency's profile calls this in the same transaction.
export { refreshProfiles } from './profile-refresh';
// The profile's parts (services, industries, locations, cases…): the service, industry, location and case
// modules answer their paths with these; a published agency is public, an unpublished one its people's.
export * from './profile';
export { visibleContractor } from './contractor.service';
// The bench runs the catalogue's statements raw, as the baseline of its endpoint.
export { catalogueCards } from '../agency-cards';
export { searchPageStatement, searchStatement, searchWords } from './catalogue-query';
export { tallyFacets } from './catalogue-facets';
