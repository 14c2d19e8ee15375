import { modulePlugin } from '../../http/route-kit';
import { serviceRoutes } from './routes';

/** `/service/api`: the services agencies offer, by category. */
export const serviceModule = modulePlugin(serviceRoutes);

// The bench runs the services page's SQL raw as the endpoint's baseline.
export { servicesListParams, servicesListQuery } from './routes';
