import { z } from 'zod';
import { pageOf, pageQuery } from './drf';
import { searchText } from './text';

export const faqAudience = z.enum(['client', 'contractor']);
export type FaqAudience = z.infer<typeof faqAudience>;

/**
 * A knowledge-base article. `answer`: paragraphs separated by a blank line; a paragraph of "- " lines is a
 * bulleted list; a "## " line is a subheading. Plain text, never HTML.
 */
export const faq = z.object({
  id: z.number().int(),
  question: z.string(),
  summary: z.string(),
  answer: z.string(),
  audience: faqAudience,
  order: z.number().int(),
  updated_at: z.string(),
});
export type Faq = z.infer<typeof faq>;

export const faqPage = pageOf(faq);

export const faqListQuery = pageQuery.extend({
  audience: faqAudience.optional(),
  search: searchText(),
});
