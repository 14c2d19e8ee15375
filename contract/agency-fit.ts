import { z } from 'zod';
import { rankedContractor } from './ranking';
import { plainText } from './text';

// `GET /project/api/v1/projects/{id}/agency-fit/?contractor_id` — how one agency fits one of the client's
// projects, as the project's ranking explains it: its score and why, or the hard filters it fails. The
// «Пригласить в проект» dialog shows it beside the project the client picks.

const contractorId = plainText({ error: 'Обязательное поле.' })
  .regex(/^[1-9]\d{0,9}$/, 'Введите целое положительное число.')
  .transform(Number)
  .refine((n) => n <= 2147483647, 'Недопустимый первичный ключ.');

export const agencyFitQuery = z.object({ contractor_id: contractorId });

export const AGENCY_FIT_MESSAGES = { noContractor: 'Агентство не найдено.' } as const;

/**
 * The ranking's item for the agency (`failedFilters` said whether or not the client included it) and where
 * it stands: `fits` — it passes every hard filter and is not excluded, so the ranking lists it on its own;
 * `excluded` — the client excluded it from this project.
 */
export const agencyFit = rankedContractor.extend({
  fits: z.boolean(),
  excluded: z.boolean(),
});
export type AgencyFit = z.infer<typeof agencyFit>;
