import { modulePlugin } from '../../http/route-kit';
import { requirementsRoutes } from './requirements.routes';
import { recruitmentRoutes } from './routes';

/** `/recruitment/api`: a project's requirements and their parts; the price ranges of each service. */
export const recruitmentModule = modulePlugin(recruitmentRoutes, requirementsRoutes);
