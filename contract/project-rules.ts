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

/** The smallest team a project may ask for, at most (requirements-staff). */
export const MIN_STAFF_MAX = 100_000;
