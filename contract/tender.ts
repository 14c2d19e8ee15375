import { z } from 'zod';
import { budgetBand } from './cases';
import { refId } from './company';
import { pageOf, pageQuery } from './drf';
import { projectStatus } from './project';
import { scoreExplanation } from './ranking';
import { CONFLICT_NOTE_MAX } from './tender-conflict';
import { conflictAnswer } from './tender-conflict-api';
import { rubricCriterion } from './tender-rubric-api';
import { boundedText, nameText, plainText, withoutNul } from './text';
import {
  CANDIDATE_STATUSES,
  CLOSING_KINDS,
  INBOX_STATES,
  INVITATION_ANSWERS,
  INVITATION_MESSAGE_MAX,
  INVITATION_STATUSES,
  INVITATIONS_PER_CALL_MAX,
  PROPOSAL_DAYS_MAX,
  PROPOSAL_LINKS_MAX,
  PROPOSAL_PRICE_MAX,
  PROPOSAL_TEXT_MAX,
  REASON_TEXT_MAX,
  TENDER_TERMS_MAX,
  THIRD_PARTY_NAME_MAX,
  type CandidateStatus,
  type ClosingKind,
  type InboxState,
  type InvitationStatus,
} from './tender-rules';

// Invitations, tenders, proposals and decisions: what `/tender/api/v1/` takes and answers. States and
// limits: tender-rules.ts. Times are ISO 8601 with a zone; prices whole roubles.

export const TENDER_MESSAGES = {
  notYourProject: 'Проект не найден.',
  projectClosed: 'Проект закрыт: изменить его тендер нельзя.',
  /** The same for a project whose winner was chosen here (`in_work`, `completed`). */
  tenderOver: 'Победитель выбран, тендер завершён: изменить его нельзя.',
  noAgencies: 'Выберите хотя бы одно агентство.',
  tooManyAgencies: `Не более ${INVITATIONS_PER_CALL_MAX} агентств за раз.`,
  unknownAgency: 'Агентство не найдено или снято с публикации.',
  answerByPast: 'Срок ответа должен быть в будущем.',
  invitationExpired: 'Срок ответа на приглашение истёк.',
  alreadyAnswered: 'На приглашение уже ответили.',
  reasonRequired: 'Укажите причину отказа.',
  tenderExists: 'Тендер по этому проекту уже начат.',
  deadlinePast: 'Срок приёма предложений должен быть в будущем.',
  tenderClosed: 'Приём предложений завершён.',
  proposalIncomplete: 'Укажите цену, срок и подход, чтобы отправить предложение.',
  winnerExists: 'Победитель уже выбран.',
  noProposal: 'Победителем можно выбрать только агентство, отправившее предложение.',
  clientOnlyField: 'Статус кандидата меняет заказчик.',
  agencyOnlyField: 'Предложение меняет агентство.',
  sealed:
    'Предложения ещё не вскрыты: решение можно принять после срока приёма или когда ответят все приглашённые.',
  proposalsOpened: 'Предложения уже вскрыты: изменить или отозвать своё нельзя.',
  nothingToWithdraw: 'Отзывать нечего: предложение не отправлено.',
  withdrawOrSubmit: 'Предложение можно либо отправить, либо отозвать.',
  thirdPartyNameRequired: 'Укажите название исполнителя.',
  cancelReasonRequired: 'Укажите причину отмены проекта.',
} as const;

const statusEnum = <K extends string>(labels: Record<K, string>, error: string) =>
  z.enum(Object.keys(labels) as [K], { error });

export const invitationStatus = statusEnum<InvitationStatus>(
  INVITATION_STATUSES,
  'Выберите статус из списка.',
);
export const candidateStatus = statusEnum<CandidateStatus>(
  CANDIDATE_STATUSES,
  'Выберите статус из списка.',
);
export const closingKind = statusEnum<ClosingKind>(CLOSING_KINDS, 'Выберите вариант из списка.');
export const inboxState = statusEnum<InboxState>(INBOX_STATES, 'Выберите фильтр из списка.');
export const isoTime = withoutNul(
  z.iso.datetime({ offset: true, error: 'Неправильный формат даты и времени.' }),
);
export const reasonText = boundedText(REASON_TEXT_MAX);

// ---- invitations ----

/** POST create-invitations/: the agencies (usually the project's favourites) and one message to all. */
export const invitationsCreate = z.strictObject({
  project: refId,
  contractors: z
    .array(refId)
    .min(1, TENDER_MESSAGES.noAgencies)
    .max(INVITATIONS_PER_CALL_MAX, TENDER_MESSAGES.tooManyAgencies),
  message: boundedText(INVITATION_MESSAGE_MAX).optional(),
  /** The time to answer by; default INVITATION_ANSWER_DAYS from now. */
  expires_at: isoTime.optional(),
});
export type InvitationsCreate = z.input<typeof invitationsCreate>;

/** An invitation as its project's client sees it. */
export const invitation = z.object({
  id: z.number().int(),
  project: z.number().int(),
  contractor: z.number().int(),
  contractor_name: z.string(),
  contractor_slug: z.string().nullable(),
  status: invitationStatus,
  message: z.string(),
  refusal_reason: z.number().int().nullable(),
  refusal_reason_name: z.string().nullable(),
  refusal_comment: z.string(),
  created_at: z.string(),
  viewed_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  expires_at: z.string(),
  /** The agency's place in the tender once it accepted and the tender is open. */
  candidate: z.number().int().nullable(),
  candidate_status: candidateStatus.nullable(),
  /** When the agency accepted a confidential project's terms (contract/tender-confidential.ts); null: not. */
  terms_accepted_at: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitation>;

/** 201: the invitations made; agencies invited before are listed apart, not invited twice. */
export const invitationsCreated = z.object({
  created: z.array(invitation),
  already_invited: z.array(z.number().int()),
});
export type InvitationsCreated = z.infer<typeof invitationsCreated>;

export const invitationListQuery = pageQuery.extend({ project: plainText().max(12) });
export const invitationPage = pageOf(invitation);

/** PATCH invitations/{id}/ by the agency: opened, accepted, or declined with a reason. */
export const invitationAnswer = z.strictObject({
  status: z.enum(INVITATION_ANSWERS, { error: 'Выберите статус из списка.' }).optional(),
  refusal_reason: refId.optional(),
  refusal_comment: reasonText.optional(),
  /** Accepting: no conflict of interest, or one declared (contract/tender-conflict.ts). */
  conflict: conflictAnswer.optional(),
  /** With `declared`: a separate team («выделенная команда») works on the project. */
  conflict_separate_team: z.boolean({ error: 'Выберите да или нет.' }).optional(),
  conflict_note: boundedText(CONFLICT_NOTE_MAX).optional(),
});
export type InvitationAnswerInput = z.input<typeof invitationAnswer>;

// ---- the agency's inbox ----

export const inboxQuery = pageQuery.extend({ state: inboxState.optional() });

/** One project of the agency's inbox. */
export const inboxItem = z.object({
  invitation: z.number().int(),
  project: z.number().int(),
  /** A brief still hidden (`brief_hidden`) reads «Конфиденциальный проект: <service>», no client. */
  title: z.string(),
  company: z.number().int().nullable(),
  company_name: z.string().nullable(),
  /** The client marked the project confidential. */
  confidential: z.boolean(),
  /** Confidential and its terms not accepted yet: the agency reads only the brief's outline. */
  brief_hidden: z.boolean(),
  budget: budgetBand.nullable(),
  start_date: z.string().nullable(),
  deadline: z.string().nullable(),
  status: invitationStatus,
  state: inboxState,
  created_at: z.string(),
  expires_at: z.string(),
  /** The tender's deadline for proposals, once it started. */
  tender_deadline: z.string().nullable(),
  candidate_status: candidateStatus.nullable(),
  proposal_submitted: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItem>;
export const inboxPage = pageOf(inboxItem);

/** A client's record as candidates rated its tenders (also `communication-between…/{company}/`). */
export const clientRecord = z.object({
  company: z.number().int(),
  company_name: z.string(),
  /** Ratings received; the averages are null without any. */
  count: z.number().int(),
  brief_clarity: z.number().nullable(),
  response_speed: z.number().nullable(),
  feedback: z.number().nullable(),
  /** Its projects closed on the platform. */
  projects_closed: z.number().int(),
  recent: z.array(z.object({ text: z.string(), created_at: z.string(), average: z.number() })),
});
export type ClientRecord = z.infer<typeof clientRecord>;

/** How the client runs its tenders here (server/modules/tender/client-record.ts counts it). */
export const clientTenders = z.object({
  /** Tenders it opened here. */
  tenders: z.number().int(),
  /** Of them, finished: a winner here, one outside the platform, or cancelled. */
  closed: z.number().int(),
  /** Shares of the finished (0…1), null with none finished. */
  winner_share: z.number().nullable(),
  cancelled_share: z.number().nullable(),
  /** Median days from its first invitation to the decision, of the finished; null with none. */
  median_days_to_decision: z.number().nullable(),
  /** Invitees' questions asked and answered; the median hours to answer, null with none answered. */
  questions: z.number().int(),
  questions_answered: z.number().int(),
  median_hours_to_answer: z.number().nullable(),
});
export type ClientTenders = z.infer<typeof clientTenders>;

// ---- tenders ----

export const tenderCreate = z.strictObject({
  project: refId,
  deadline: isoTime,
  terms: boundedText(TENDER_TERMS_MAX).optional(),
});
export type TenderCreate = z.input<typeof tenderCreate>;

export const tender = z.object({
  id: z.number().int(),
  project: z.number().int(),
  terms: z.string(),
  deadline: z.string(),
  opened_at: z.string(),
  /** Proposals are still taken: before the deadline, not yet opened, and the project not closed. */
  is_open: z.boolean(),
  candidates_count: z.number().int(),
  proposals_count: z.number().int(),
  /**
   * The proposals are opened: the deadline passed, or every invitee sent one or declined. Until then the
   * client sees who sent a proposal and when, not what (the candidates' `sealed`).
   */
  proposals_open: z.boolean(),
  /** When they opened (the deadline, or the last answer); null while sealed. */
  proposals_open_at: z.string().nullable(),
});
export type Tender = z.infer<typeof tender>;

export const closing = z.object({
  kind: closingKind,
  contractor: z.number().int().nullable(),
  contractor_name: z.string().nullable(),
  third_party_name: z.string().nullable(),
  reason: z.string(),
  closed_at: z.string(),
});
export type Closing = z.infer<typeof closing>;

/** GET tenders/by-project/{id}/: for the client and for the agencies invited. */
export const tenderOfProject = z.object({
  tender: tender.nullable(),
  closing: closing.nullable(),
});
export type TenderOfProject = z.infer<typeof tenderOfProject>;

/** Closes the project naming a winner outside the platform; the reason goes to the agencies not chosen. */
export const thirdPartyWinner = z.strictObject({
  project: refId,
  name: nameText(THIRD_PARTY_NAME_MAX).min(1, TENDER_MESSAGES.thirdPartyNameRequired),
  reason: reasonText.optional(),
});
export const cancelProject = z.strictObject({
  project: refId,
  reason: reasonText.min(1, TENDER_MESSAGES.cancelReasonRequired),
});

// ---- candidates and proposals ----

const proposalLink = z.strictObject({
  name: nameText(200).min(1, 'Укажите название.'),
  url: withoutNul(z.url({ protocol: /^https?$/, error: 'Введите правильный URL.' }).max(2000)),
});

/** What an agency not chosen was told when the winner was chosen (contract/tender-outcome.ts words it). */
export const candidateOutcome = z.object({
  reason: z.string(),
  /** Its place by the comparison's final score among `proposals`; null when not told (fewer than 3). */
  place: z.number().int().nullable(),
  proposals: z.number().int(),
  /** The winner's price against its own; null when not told. */
  winner_price: z.enum(['below', 'same', 'above']).nullable(),
});
export type CandidateOutcome = z.infer<typeof candidateOutcome>;

/**
 * A candidate and its proposal, with what the comparison matrix puts next to the brief. Until the proposals
 * open the client reads it `sealed`: price, timeline, approach, team and links null, `submitted_at` kept.
 */
export const candidate = z.object({
  id: z.number().int(),
  tender: z.number().int(),
  project: z.number().int(),
  contractor: z.number().int(),
  contractor_name: z.string(),
  contractor_slug: z.string().nullable(),
  status: candidateStatus,
  price: z.number().int().nullable(),
  timeline_days: z.number().int().nullable(),
  approach: z.string().nullable(),
  team: z.string().nullable(),
  links: z.array(z.object({ name: z.string(), url: z.string() })).nullable(),
  submitted_at: z.string().nullable(),
  /** Sent before the brief's last change during the tender («до изменения ТЗ»): the agency may send it again. */
  before_brief_change: z.boolean(),
  /** The proposal's content is hidden from this reader until the proposals open. */
  sealed: z.boolean(),
  rejection_reason: z.number().int().nullable(),
  rejection_reason_name: z.string().nullable(),
  rejection_comment: z.string(),
  /** The matrix: the ranking's score, the brief's services it covers and lacks, its staff and reviews. */
  match_score: z.number().int().nullable(),
  services_covered: z.array(z.string()),
  services_missing: z.array(z.string()),
  staff_size: z.number().int().nullable(),
  reviews_count: z.number().int(),
  reviews_average: z.number().nullable(),
  /** The agency's own view once another was chosen: what it was told; null otherwise. */
  outcome: candidateOutcome.nullable(),
});
export type Candidate = z.infer<typeof candidate>;
export const candidateList = z.array(candidate);

/** A proposal's price, ₽, and its timeline in days: the first round's and the final round's alike. */
export const proposalPrice = z
  .number({ error: 'Введите целое число.' })
  .int('Введите целое число.')
  .min(1, 'Цена должна быть больше нуля.')
  .max(PROPOSAL_PRICE_MAX, 'Слишком большая цена.');
export const proposalDays = z
  .number({ error: 'Введите целое число.' })
  .int('Введите целое число.')
  .min(1, 'Срок — хотя бы один день.')
  .max(PROPOSAL_DAYS_MAX, 'Слишком большой срок.');

/**
 * PATCH tender-candidates/{id}/. The client sends `status` (+ a rejection reason; `winner` closes the project
 * and `others_reason` is what the rest are told); the agency sends its proposal, `submit: true` sends it and
 * `withdraw: true` takes it back.
 */
export const candidatePatch = z.strictObject({
  status: candidateStatus.optional(),
  rejection_reason: refId.optional(),
  rejection_comment: reasonText.optional(),
  others_reason: reasonText.optional(),
  /** With `winner`: false keeps the winner's price relation from the others (the reason is told anyway). */
  tell_price: z.boolean({ error: 'Выберите да или нет.' }).optional(),
  price: proposalPrice.optional(),
  timeline_days: proposalDays.optional(),
  approach: boundedText(PROPOSAL_TEXT_MAX).optional(),
  team: boundedText(PROPOSAL_TEXT_MAX).optional(),
  links: z.array(proposalLink).max(PROPOSAL_LINKS_MAX, 'Не более 10 ссылок.').optional(),
  submit: z.literal(true).optional(),
  /** The agency takes its sent proposal back (until the deadline); it may send it again. */
  withdraw: z.literal(true).optional(),
});
export type CandidatePatch = z.input<typeof candidatePatch>;

// ---- one project as the invited agency sees it ----

export const inboxProject = inboxItem.extend({
  description: z.string(),
  message: z.string(),
  refusal_reason: z.number().int().nullable(),
  refusal_comment: z.string(),
  services: z.array(z.string()),
  industries: z.array(z.string()),
  /** Where the work is: the requirements' cities (a whole country by its name). */
  cities: z.array(z.string()),
  /** Why the agency was matched (the ranking's explanation, from its side) and what would raise its score. */
  match: z
    .object({
      score: z.number().int(),
      explanation: z.array(scoreExplanation),
      advice: z.array(z.string()),
    })
    .nullable(),
  /** Null while the brief is hidden: the record names the client. */
  client_record: clientRecord.nullable(),
  client_tenders: clientTenders.nullable(),
  tender: tender.nullable(),
  candidate: candidate.nullable(),
  closing: closing.nullable(),
  /** The project's status: `in_work` once its winner was chosen here, `completed` once its work accepted. */
  project_status: projectStatus,
  /** The caller may answer and submit (руководитель, менеджер); a специалист reads. */
  can_answer: z.boolean(),
  /** The agency has rated how the client ran the tender (one rating per agency and project). */
  tender_rated: z.boolean(),
  /** The rubric the proposals are scored on: criteria, weights and scales (contract/tender-rubric.ts). */
  criteria: z.array(rubricCriterion),
});
export type InboxProject = z.infer<typeof inboxProject>;
