import { z } from 'zod';
import { catalogueCard } from './catalogue';
import { pageOf, pageQuery } from './drf';
import { plainText } from './text';

// `GET /project/api/v1/contractors-may-also-be-suitable/?contractor_id&project_id` — agencies like one of a
// project's ranking that also pass the project's hard filters, each with why it is like that one.

const id = plainText({ error: 'Обязательное поле.' })
  .regex(/^[1-9]\d{0,9}$/, 'Введите целое положительное число.')
  .transform(Number)
  .refine((n) => n <= 2147483647, 'Недопустимый первичный ключ.');

export const similarAgenciesQuery = pageQuery.extend({ contractor_id: id, project_id: id });

/** One similar agency: its card, its score for the project, and what it shares with the chosen one. */
export const similarAgency = z.object({
  contractor: catalogueCard,
  /** The agency's score for the project (0–100), as the project's ranking gives it. */
  score: z.number().int(),
  /** The services and industries it shares with the chosen agency, named. */
  shared_services: z.array(z.string()),
  shared_industries: z.array(z.string()),
  /** One Russian sentence: «Тоже делает брендинг и упаковку, работало с ритейлом». */
  reason: z.string(),
});
export type SimilarAgency = z.infer<typeof similarAgency>;

export const similarAgenciesPage = pageOf(similarAgency);
