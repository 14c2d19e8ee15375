import { z } from 'zod';
import { budgetBand } from './cases';
import { boundedText, nameText, plainText } from './text';
import { pageOf, pageQuery } from './drf';
import { refId } from './company';
import { draftRequirements, PREVIEW_LIST_MAX } from './matching-preview';
import { REQUIREMENTS_COMMENT_MAX } from './requirements';

// A client company's project: what it is, its budget band and dates, where it stands.

import {
  DEADLINE_BEFORE_START,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_STATUSES,
  PROJECT_TITLE_MAX,
  type ProjectStatus,
} from './project-rules';

export { PROJECT_DESCRIPTION_MAX, PROJECT_STATUSES, PROJECT_TITLE_MAX, type ProjectStatus };
export const projectStatus = z.enum(Object.keys(PROJECT_STATUSES) as [ProjectStatus], {
  error: 'Выберите статус из списка.',
});

export const PROJECT_MESSAGES = {
  noCompany: 'Сначала создайте компанию: проект принадлежит компании.',
  deadlineBeforeStart: DEADLINE_BEFORE_START,
  titleRequired: 'Это поле не может быть пустым.',
  dateFormat: 'Неправильный формат даты. Используйте формат ГГГГ-ММ-ДД.',
  transition: (from: ProjectStatus, to: ProjectStatus) =>
    `Проект нельзя перевести из статуса «${PROJECT_STATUSES[from]}» в статус «${PROJECT_STATUSES[to]}».`,
  needsService: 'Чтобы начать подбор, укажите в требованиях хотя бы одну услугу.',
  notRemovable: (status: ProjectStatus) =>
    `Проект в статусе «${PROJECT_STATUSES[status]}» удалить нельзя.`,
  /** POST projects/{id}/complete/ by someone of an agency. */
  completeWho: 'Принять работу может только заказчик проекта.',
  /** POST projects/{id}/complete/ of a project not in work. */
  notInWork: (status: ProjectStatus) =>
    status === 'completed'
      ? 'Работа по проекту уже принята.'
      : status === 'closed'
        ? 'Проект закрыт без исполнителя на «Подряде»: принимать здесь нечего.'
        : `Работу можно принять, когда проект «${PROJECT_STATUSES.in_work}»: сначала выберите победителя тендера.`,
} as const;

/** A calendar date, `YYYY-MM-DD`, a real day of the calendar. */
export const projectDate = plainText({
  error: (issue) => (issue.input == null ? undefined : PROJECT_MESSAGES.dateFormat),
})
  .regex(/^\d{4}-\d{2}-\d{2}$/, PROJECT_MESSAGES.dateFormat)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, PROJECT_MESSAGES.dateFormat);

export const project = z.object({
  id: z.number().int(),
  company: z.number().int(),
  author: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  /** A key of BUDGET_BANDS. */
  budget: budgetBand.nullable(),
  start_date: z.string().nullable(),
  deadline: z.string().nullable(),
  status: projectStatus,
  /** The requirements row (`recruitment/api/v1/requirements/{id}/`), null until it is made. */
  requirements: z.number().int().nullable(),
  /** Grows with every change the ranking reads (requirements, budget). */
  requirements_version: z.number().int(),
  /** Invitees read only the outline until they accept the terms (contract/tender-confidential.ts). */
  confidential: z.boolean(),
  /** Agencies were invited: confidentiality may no longer be turned off. */
  invited: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof project>;
export const projectPage = pageOf(project);

const title = nameText(PROJECT_TITLE_MAX).min(1, PROJECT_MESSAGES.titleRequired);

const projectFields = z.strictObject({
  title,
  description: boundedText(PROJECT_DESCRIPTION_MAX).optional(),
  budget: budgetBand.nullable().optional(),
  start_date: projectDate.nullable().optional(),
  deadline: projectDate.nullable().optional(),
  /** On any time; off only before the first invitation (the invitees were invited on those terms). */
  confidential: z.boolean({ error: 'Выберите да или нет.' }).optional(),
});

/**
 * A new project starts as a draft; the deadline is not before the start (checked with the stored dates too).
 * With `requirements` (the project flow's whole draft) the project, its requirements and their parts are
 * written in one transaction, and a project that names a service starts in `matching`.
 */
export const projectCreate = projectFields.extend({
  requirements: draftRequirements
    .extend({
      /** Here every service needs its price band, as in `requirements-service`. */
      services: z
        .array(z.strictObject({ service: refId, service_range: refId }))
        .max(PREVIEW_LIST_MAX, `Не более ${PREVIEW_LIST_MAX} значений.`)
        .default([]),
      comment: boundedText(REQUIREMENTS_COMMENT_MAX).optional(),
    })
    .optional(),
});
export type ProjectCreate = z.infer<typeof projectCreate>;
export type ProjectCreateRequest = z.input<typeof projectCreate>;

export const projectPatch = projectFields.partial().extend({ status: projectStatus.optional() });
export type ProjectPatch = z.infer<typeof projectPatch>;

export const projectListQuery = pageQuery.extend({ status: projectStatus.optional() });
