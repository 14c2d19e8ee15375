import { modulePlugin } from '../../http/route-kit';
import { tenderRoutes } from './routes';

/** `/tender/api`: invitations and tenders; for now the reasons an agency may give for declining. */
export const tenderModule = modulePlugin(tenderRoutes);
