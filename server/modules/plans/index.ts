import { modulePlugin } from '../../http/route-kit';
import { plansRoutes } from './routes';

/** `/plans/api`: the tariffs agencies buy. */
export const plansModule = modulePlugin(plansRoutes);
