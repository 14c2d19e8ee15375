// The states of invitations, tender candidates and a project's closing, with the labels the app shows, and
// the limits of what a client or an agency writes. Plain values, no zod: the app's screens import them.

/**
 * An invitation: `sent` → `viewed` (the agency opened it) → `accepted` | `declined` (with a refusal reason),
 * or `expired` when its answer-by time passes unanswered.
 */
export const INVITATION_STATUSES = {
  sent: 'Отправлено',
  viewed: 'Просмотрено',
  accepted: 'Принято',
  declined: 'Отклонено',
  expired: 'Истекло',
} as const;
export type InvitationStatus = keyof typeof INVITATION_STATUSES;

/** The same states as the agency reads them on an invitation it received. */
export const RECEIVED_INVITATION_STATUSES: Record<InvitationStatus, string> = {
  sent: 'Новое',
  viewed: 'Просмотрено',
  accepted: 'Принято',
  declined: 'Отклонено',
  expired: 'Истекло',
};

/** What an agency may set by PATCH: it opens, accepts or declines; `expired` is the clock's. */
export const INVITATION_ANSWERS = ['viewed', 'accepted', 'declined'] as const;
export type InvitationAnswer = (typeof INVITATION_ANSWERS)[number];

/** A tender candidate (an agency that accepted): `participant` → `shortlisted` → `winner` | `rejected`. */
export const CANDIDATE_STATUSES = {
  participant: 'Участник',
  shortlisted: 'В шорт-листе',
  winner: 'Победитель',
  rejected: 'Отклонён',
} as const;
export type CandidateStatus = keyof typeof CANDIDATE_STATUSES;

/** How a project was closed: a winner chosen here, a winner outside the platform, or cancelled. */
export const CLOSING_KINDS = {
  winner: 'Выбран победитель',
  third_party: 'Победитель вне платформы',
  cancelled: 'Проект отменён',
} as const;
export type ClosingKind = keyof typeof CLOSING_KINDS;

/** The agency's inbox filters (`projects-by-invitation/?state=`): where the project stands for it. */
export const INBOX_STATES = {
  new: 'Новые',
  tender: 'В тендере',
  won: 'Выигранные',
  lost: 'Проигранные',
  declined: 'Отклонённые',
} as const;
export type InboxState = keyof typeof INBOX_STATES;

/** Days an agency has to answer an invitation unless the client says otherwise. */
export const INVITATION_ANSWER_DAYS = 7;
export const INVITATION_MESSAGE_MAX = 2000;
/** Agencies in one `create-invitations` call. */
export const INVITATIONS_PER_CALL_MAX = 50;
export const TENDER_TERMS_MAX = 5000;
export const PROPOSAL_TEXT_MAX = 5000;
export const PROPOSAL_LINKS_MAX = 10;
/** A proposal's price in roubles, at most: ten times the largest budget band's floor. */
export const PROPOSAL_PRICE_MAX = 10_000_000_000;
export const PROPOSAL_DAYS_MAX = 3650;
export const REASON_TEXT_MAX = 1000;
export const THIRD_PARTY_NAME_MAX = 200;

export const REVIEW_TEXT_MAX = 3000;
export const REVIEW_REPLY_MAX = 2000;
/** Every score of a review: 1 to 5 stars. */
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
/** The criteria a client rates an agency on, with their labels. */
export const CONTRACTOR_CRITERIA = {
  quality: 'Качество работы',
  deadlines: 'Соблюдение сроков',
  communication: 'Коммуникация',
  value: 'Цена и качество',
} as const;
export type ContractorCriterion = keyof typeof CONTRACTOR_CRITERIA;
/** Those criteria in their order, for the screens that go through them. */
export const CONTRACTOR_CRITERION_KEYS = Object.keys(CONTRACTOR_CRITERIA) as ContractorCriterion[];
/** The criteria a candidate rates how the client ran the tender on. */
export const COMMUNICATION_CRITERIA = {
  brief_clarity: 'Понятность брифа',
  response_speed: 'Скорость ответов',
  feedback: 'Обратная связь',
} as const;
export type CommunicationCriterion = keyof typeof COMMUNICATION_CRITERIA;
