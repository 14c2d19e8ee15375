import { modulePlugin } from '../../http/route-kit';
import { serviceRoutes } from './routes';
import { serviceContractorRoutes } from './service-contractors.routes';

/** `/service/api`: the services agencies offer, by category. */
export const serviceModule = modulePlugin(serviceRoutes, serviceContractorRoutes);

// The bench runs the services page's SQL raw as the endpoint's baseline.
export { servicesListParams, servicesListQuery } from './routes';
