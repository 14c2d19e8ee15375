import { modulePlugin } from '../../http/route-kit';
import { faqRoutes } from './routes';

/** `/faq/api`: the knowledge base, public articles for clients and for agencies. */
export const faqModule = modulePlugin(faqRoutes);
