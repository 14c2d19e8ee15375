import { modulePlugin } from '../../http/route-kit';
import { companyRoutes } from './company.routes';

/** `/company/api`: client companies, each seen and edited only by its own people. */
export const companyModule = modulePlugin(companyRoutes);

// The accounts module's company-accounts/ act on a client's company through these.
export { companyAccountOf, createCompanyFor, patchOwnCompany, toCompany } from './company.service';
