import { modulePlugin } from '../../http/route-kit';
import { caseRoutes } from './routes';
import { agencyCaseRoutes } from './cases.routes';

/** `/case/api`: agencies' cases and the brands they worked for. */
export const caseModule = modulePlugin(caseRoutes, agencyCaseRoutes);
