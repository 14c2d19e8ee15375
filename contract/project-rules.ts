// A project's states and limits (no zod: the app's screens import them from here).

/** A project's states, in order, with the labels the app shows. */
export const PROJECT_STATUSES = {
  draft: 'Черновик',
  matching: 'Подбор исполнителей',
  tender: 'Тендер',
  // A winner chosen here: the tender is over, the work is not until the client accepts it.
  in_work: 'В работе',
  completed: 'Работа принята',
  closed: 'Закрыт',
} as const;
export type ProjectStatus = keyof typeof PROJECT_STATUSES;

/** A winner chosen here: the work goes on (`in_work`) until the client accepts it (`completed`). */
export const WORK_STATUSES = ['in_work', 'completed'] as const satisfies readonly ProjectStatus[];
/** The tender is over: a winner chosen here, or closed another way; its tender and requirements stay. */
export const TENDER_OVER_STATUSES = [
  ...WORK_STATUSES,
  'closed',
] as const satisfies readonly ProjectStatus[];
export const isTenderOver = (status: string): boolean =>
  (TENDER_OVER_STATUSES as readonly string[]).includes(status);

export const PROJECT_TITLE_MAX = 200;
export const PROJECT_DESCRIPTION_MAX = 5000;

export const DEADLINE_BEFORE_START = 'Срок сдачи не может быть раньше желаемой даты начала.';

/** A form's check of the deadline (`YYYY-MM-DD`, `''` not given): not before the start, when both are given. */
export const deadlineNotBeforeStart = (deadline: string, values: { start_date: string }) =>
  !deadline || !values.start_date || deadline >= values.start_date || DEADLINE_BEFORE_START;

/** The smallest team a project may ask for, at most (requirements-staff). */
export const MIN_STAFF_MAX = 100_000;
