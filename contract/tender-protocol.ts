// The tender's protocol: every step of a project's tender, recorded once with the server's time and who
// took it. Plain values, no zod: the app's screens import them.

/** Each step's kind and the label the protocol shows. */
export const TENDER_EVENT_KINDS = {
  invitation_sent: 'Приглашение отправлено',
  invitation_viewed: 'Приглашение просмотрено',
  invitation_accepted: 'Приглашение принято',
  invitation_declined: 'Приглашение отклонено',
  tender_opened: 'Тендер объявлен',
  question_asked: 'Задан вопрос',
  question_answered: 'Дан ответ на вопрос',
  brief_changed: 'Изменено ТЗ',
  deadline_moved: 'Перенесён срок приёма предложений',
  proposal_sent: 'Предложение отправлено',
  proposal_withdrawn: 'Предложение отозвано',
  proposals_opened: 'Предложения вскрыты',
  /** The final round (contract/tender-final-round.ts): its start, a finalist's offer, its opening. */
  final_round_started: 'Объявлен финальный раунд',
  final_proposal_sent: 'Отправлено финальное предложение',
  final_proposals_opened: 'Финальные предложения вскрыты',
  shortlisted: 'Включено в шорт-лист',
  returned: 'Возвращено в участники',
  rejected: 'Предложение отклонено',
  winner_chosen: 'Выбран победитель',
  /** An agency not chosen is told its reason, place and the winner's price relation (contract/tender-outcome.ts). */
  outcome_told: 'Участнику сообщён итог',
  third_party_winner: 'Выбран победитель вне платформы',
  cancelled: 'Проект отменён',
  work_accepted: 'Работа принята',
  review_left: 'Оставлен отзыв',
  /** The rubric's criteria and weights, fixed with the first invitation (contract/tender-rubric.ts). */
  rubric_published: 'Опубликованы критерии оценки',
  /** One of the client's people submitted its marks of a round (client side, not public). */
  evaluation_submitted: 'Оценки отправлены',
  /** The proposals' weighted totals at the winner's choice (client side, not public). */
  scores_totalled: 'Подведены итоги оценки',
  /** An invitee accepted a confidential project's terms (contract/tender-confidential.ts). */
  terms_accepted: 'Приняты условия конфиденциальности',
} as const;
export type TenderEventKind = keyof typeof TENDER_EVENT_KINDS;

/** Who took the step: the client's person, the agency's person, or the platform's clock. */
export const TENDER_EVENT_SIDES = {
  client: 'Заказчик',
  agency: 'Агентство',
  platform: 'Платформа',
} as const;
export type TenderEventSide = keyof typeof TENDER_EVENT_SIDES;

/** A question may be asked until this many hours before the proposal deadline. */
export const QUESTION_CUTOFF_HOURS = 24;
export const QUESTION_TEXT_MAX = 2000;
export const ANSWER_TEXT_MAX = 4000;
