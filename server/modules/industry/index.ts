import { modulePlugin } from '../../http/route-kit';
import { industryRoutes } from './routes';
import { industryContractorRoutes } from './industry-contractor.routes';

/** `/industry/api`: the industries (отрасли) clients and agencies pick from. */
export const industryModule = modulePlugin(industryRoutes, industryContractorRoutes);
