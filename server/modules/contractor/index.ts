import { modulePlugin } from '../../http/route-kit';
import { contractorRoutes } from './contractor.routes';

/** `/contractor/api`: agencies — the public catalogue, their profile, the company flow's registration. */
export const contractorModule = modulePlugin(contractorRoutes);

// The accounts module's contractor-accounts/ act on an agency through these.
export {
  contractorAccountById,
  contractorAccountOf,
  createAgencyFor,
  patchContractor,
} from './contractor.service';
// The public pages (server/pages) render an agency's profile from the same answer as its route.
export { agencySitemapRows, publicProfile } from './public-profile';
// Every module that writes a part of an agency's profile calls this in the same transaction.
export { refreshProfiles } from './profile-refresh';
