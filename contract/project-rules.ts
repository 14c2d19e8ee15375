// A project's states and limits (no zod: the app's screens import them from here).

/** A project's states, in order, with the labels the app shows. */
export const PROJECT_STATUSES = {
  draft: 'Черновик',
  matching: 'Подбор исполнителей',
  tender: 'Тендер',
  closed: 'Закрыт',
} as const;
export type ProjectStatus = keyof typeof PROJECT_STATUSES;

export const PROJECT_TITLE_MAX = 200;
export const PROJECT_DESCRIPTION_MAX = 5000;

export const DEADLINE_BEFORE_START = 'Срок сдачи не может быть раньше желаемой даты начала.';

/** A form's check of the deadline (`YYYY-MM-DD`, `''` not given): not before the start, when both are given. */
export const deadlineNotBeforeStart = (deadline: string, values: { start_date: string }) =>
  !deadline || !values.start_date || deadline >= values.start_date || DEADLINE_BEFORE_START;

/** The smallest team a project may ask for, at most (requirements-staff). */
export const MIN_STAFF_MAX = 100_000;
