import { z } from 'zod';
import { budgetBand } from './cases';
import { refId } from './company';
import { pageOf, pageQuery } from './drf';
import { scoreExplanation } from './ranking';
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
const isoTime = withoutNul(
  z.iso.datetime({ offset: true, error: 'Неправильный формат даты и времени.' }),
);
const reasonText = boundedText(REASON_TEXT_MAX);

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
});
export type InvitationAnswerInput = z.input<typeof invitationAnswer>;

// ---- the agency's inbox ----

export const inboxQuery = pageQuery.extend({ state: inboxState.optional() });

/** One project of the agency's inbox. */
export const inboxItem = z.object({
  invitation: z.number().int(),
  project: z.number().int(),
  title: z.string(),
  company: z.number().int(),
  company_name: z.string(),
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
  /** Proposals are still taken: before the deadline and the project not closed. */
  is_open: z.boolean(),
  candidates_count: z.number().int(),
  proposals_count: z.number().int(),
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

/** A candidate and its proposal, with what the comparison matrix puts next to the brief. */
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
  approach: z.string(),
  team: z.string(),
  links: z.array(z.object({ name: z.string(), url: z.string() })),
  submitted_at: z.string().nullable(),
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
});
export type Candidate = z.infer<typeof candidate>;
export const candidateList = z.array(candidate);

/**
 * PATCH tender-candidates/{id}/. The client sends `status` (+ a rejection reason; `winner` closes the project
 * and `others_reason` is what the rest are told); the agency sends its proposal, and `submit: true` sends it.
 */
export const candidatePatch = z.strictObject({
  status: candidateStatus.optional(),
  rejection_reason: refId.optional(),
  rejection_comment: reasonText.optional(),
  others_reason: reasonText.optional(),
  price: z
    .number({ error: 'Введите целое число.' })
    .int('Введите целое число.')
    .min(1, 'Цена должна быть больше нуля.')
    .max(PROPOSAL_PRICE_MAX, 'Слишком большая цена.')
    .optional(),
  timeline_days: z
    .number({ error: 'Введите целое число.' })
    .int('Введите целое число.')
    .min(1, 'Срок — хотя бы один день.')
    .max(PROPOSAL_DAYS_MAX, 'Слишком большой срок.')
    .optional(),
  approach: boundedText(PROPOSAL_TEXT_MAX).optional(),
  team: boundedText(PROPOSAL_TEXT_MAX).optional(),
  links: z.array(proposalLink).max(PROPOSAL_LINKS_MAX, 'Не более 10 ссылок.').optional(),
  submit: z.literal(true).optional(),
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
  /** Why the agency was matched (the ranking's explanation, from its side) and what would raise its score. */
  match: z
    .object({
      score: z.number().int(),
      explanation: z.array(scoreExplanation),
      advice: z.array(z.string()),
    })
    .nullable(),
  client_record: clientRecord,
  tender: tender.nullable(),
  candidate: candidate.nullable(),
  closing: closing.nullable(),
  /** The caller may answer and submit (руководитель, менеджер); a специалист reads. */
  can_answer: z.boolean(),
  /** The agency has rated how the client ran the tender (one rating per agency and project). */
  tender_rated: z.boolean(),
});
export type InboxProject = z.infer<typeof inboxProject>;
