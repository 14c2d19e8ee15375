import { modulePlugin } from '../../http/route-kit';
import { locationRoutes } from './routes';
import { locationContractorRoutes } from './location-contractors.routes';
import { locationRequirementRoutes } from './location-requirements.routes';

/** `/location/api`: countries, cities and languages; agencies' places of work and projects' required places. */
export const locationModule = modulePlugin(
  locationRoutes,
  locationContractorRoutes,
  locationRequirementRoutes,
);
