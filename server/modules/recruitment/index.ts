import { modulePlugin } from '../../http/route-kit';
import { recruitmentRoutes } from './routes';

/** `/recruitment/api`: a project's requirements; for now the price ranges of each service. */
export const recruitmentModule = modulePlugin(recruitmentRoutes);
