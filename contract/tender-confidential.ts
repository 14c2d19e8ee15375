// A confidential brief: until an invited agency accepts the confidentiality terms it reads only the brief's
// outline (services, industries, budget band, cities, dates), the project named neutrally. The words here are
// the server's (answers, notifications) and the app's (the terms block, the project form).

/** The neutral name of a confidential project before the terms: a title often names the client or its brand. */
export const CONFIDENTIAL_TITLE = 'Конфиденциальный проект';

/** «Конфиденциальный проект: Контекстная реклама» — the first service tells projects apart in a list. */
export const neutralTitle = (firstService: string | null | undefined): string =>
  firstService ? `${CONFIDENTIAL_TITLE}: ${firstService}` : CONFIDENTIAL_TITLE;

/** The terms the agency accepts with «Принимаю условия» (its time goes into the tender's protocol). */
export const CONFIDENTIALITY_TERMS: readonly string[] = [
  'Заказчик просит сохранить в тайне сведения о проекте: название, описание, файлы, вопросы и ответы, а также то, кто заказчик.',
  'Агентство использует их только для подготовки предложения и работы над проектом, не передаёт третьим лицам и не упоминает проект публично (в кейсах, соцсетях, презентациях) без письменного согласия заказчика.',
  'Доступ к сведениям получают только сотрудники агентства, которые готовят предложение. Обязательство действует и после окончания тендера, в том числе если агентство откажется от участия.',
];

/** The project form's checkbox and the line under it. */
export const CONFIDENTIAL_FIELD = {
  label: 'Конфиденциальный проект',
  hint: 'Пока агентство не примет условия конфиденциальности, оно видит только услуги, отрасль, бюджет, город и сроки — без названия, описания, файлов, вопросов и имени заказчика.',
  locked: 'Снять конфиденциальность нельзя: агентства уже приглашены на этих условиях.',
} as const;

export const CONFIDENTIAL_MESSAGES = {
  /** 403 on a hidden part of the brief, and on accepting the invitation before the terms. */
  termsRequired:
    'Сначала примите условия конфиденциальности: до этого доступна только краткая информация о проекте.',
  notConfidential: 'Проект не конфиденциальный: принимать условия не нужно.',
  alreadyAccepted: 'Условия конфиденциальности уже приняты.',
  /** PATCH confidential: false after the first invitation. */
  cannotTurnOff:
    'Снять конфиденциальность можно только до первого приглашения: агентства уже приглашены на этих условиях.',
} as const;

/** The 403's `code` when the terms come first: the app shows the terms block instead of an error. */
export const TERMS_REQUIRED_CODE = 'terms_required';
