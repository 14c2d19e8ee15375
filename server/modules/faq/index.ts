import { modulePlugin } from '../../http/route-kit';
import { faqRoutes } from './routes';

/** `/faq/api`: the knowledge base, public articles for clients and for agencies. */
export const faqModule = modulePlugin(faqRoutes);

// Server-rendered pages and the sitemap read the knowledge base through the same services.
export { faqSitemapRows, getFaq, listFaqs } from './faq.service';
