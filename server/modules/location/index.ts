import { modulePlugin } from '../../http/route-kit';
import { locationRoutes } from './routes';
import { locationContractorRoutes } from './location-contractors.routes';

/** `/location/api`: countries, cities and languages. */
export const locationModule = modulePlugin(locationRoutes, locationContractorRoutes);
