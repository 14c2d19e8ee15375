// Conflicts of interest («Конфликт интересов»): the competitors a client names in its brief, the flag an agency
// serving one gets for that project, and the agency's word at acceptance. Plain values (no zod): the app
// imports them from here. Shapes: tender-conflict-api.ts; the match: server/modules/tender/conflict-match.ts.

/** Competitors one project may name. */
export const COMPETITORS_MAX = 20;
export const COMPETITOR_NAME_MAX = 200;
/** The agency's note to a declared conflict. */
export const CONFLICT_NOTE_MAX = 1000;

/** How close the agency stands to a named competitor, the closest first. */
export const CONFLICT_LEVELS = {
  /** It serves (or served) the named company or brand itself. */
  competitor: 'Работает с конкурентом',
  /** No direct match, but a current client of its is in the client's own industry. */
  industry: 'Клиент в вашей отрасли',
} as const;
export type ConflictLevel = keyof typeof CONFLICT_LEVELS;

/** The agency's word at acceptance (`invitations.conflict`). */
export const CONFLICT_ANSWERS = {
  none: 'Конфликта интересов нет',
  declared: 'Есть конфликт интересов',
} as const;
export type ConflictAnswer = keyof typeof CONFLICT_ANSWERS;

export const SEPARATE_TEAM_LABEL = 'Выделенная команда';

export const CONFLICT_MESSAGES = {
  competitorEmpty: 'Укажите бренд, название компании или ИНН.',
  tooManyCompetitors: `Не более ${COMPETITORS_MAX} конкурентов.`,
  unknownBrand: 'Бренд не найден.',
  conflictRequired: 'Подтвердите, что конфликта интересов нет, или заявите его.',
  conflictOnlyOnAccept: 'Конфликт интересов указывают, принимая приглашение.',
  separateTeamOnlyDeclared: 'Выделенную команду указывают только при заявленном конфликте.',
  contractorsList: 'Укажите номера агентств через запятую.',
  tooManyContractors: 'Не более 100 агентств за раз.',
} as const;

/** Agencies one `conflicts/?contractors=` read may ask about. */
export const CONFLICT_CONTRACTORS_MAX = 100;

/** «Конфликт заявлен · выделенная команда» / «Конфликта нет»: the declaration as the client reads it. */
export function declarationText(declaration: {
  conflict: ConflictAnswer;
  separate_team: boolean;
}): string {
  if (declaration.conflict === 'none') return 'Агентство подтвердило: конфликта интересов нет';
  return declaration.separate_team
    ? 'Агентство заявило конфликт интересов: выделенная команда'
    : 'Агентство заявило конфликт интересов';
}
