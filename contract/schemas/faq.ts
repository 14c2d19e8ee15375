import { API } from '../api-paths';
import { faq, faqListQuery, faqPage } from '../faq';
import { detail, list, type RouteSchemas } from './route-schema';

const { faq: faqs } = API;

/** /faq/: the knowledge base. */
export const FAQ_SCHEMAS = {
  [faqs.faqs]: list('Статьи базы знаний', faqListQuery, faqPage),
  [faqs.faq]: detail('Статья базы знаний', faq),
} as const satisfies RouteSchemas;
