import { z } from 'zod';
import { refId } from './company';
import { pageOf, pageQuery } from './drf';
import { boundedText } from './text';
import { REVIEW_REPLY_MAX, REVIEW_TEXT_MAX, SCORE_MAX, SCORE_MIN } from './tender-rules';

// Reviews between a client company and an agency: what `/review/api/v1/` takes and answers. A review of
// the work (either way) exists only for a project whose work the client accepted (`completed`), between
// those two parties, one per party per project; a candidate rates how the client ran the tender once the
// tender is over.

export const REVIEW_MESSAGES = {
  /** A candidate's rating of the tender, while it goes on. */
  notClosed:
    'Оценить, как заказчик провёл тендер, можно, когда тендер завершён: выбран победитель или проект закрыт.',
  /** The client's review of the work, before it accepted it. */
  workNotAccepted:
    'Отзыв о работе можно оставить, когда работа принята: отметьте её принятой на странице проекта.',
  /** The winner's review of its client, before the client accepted the work. */
  workNotAcceptedAgency:
    'Отзыв о заказчике можно оставить, когда заказчик примет работу по проекту.',
  notParties: 'Отзыв могут оставить только заказчик и исполнитель этого проекта.',
  notCandidate: 'Оценить заказчика могут только участники его тендера.',
  duplicate: 'Вы уже оставили отзыв по этому проекту.',
  replyExists: 'Агентство уже ответило на этот отзыв.',
  publicDuplicate: 'Ваша компания уже оставила отзыв этому агентству.',
  noCompany: 'Отзыв оставляет компания заказчика: сначала создайте компанию.',
} as const;

const score = z
  // Missing or null: the shared «Обязательное поле.»; anything else that is not a 1–5 whole number, this.
  .number({ error: (issue) => (issue.input == null ? undefined : 'Поставьте оценку от 1 до 5.') })
  .int('Поставьте оценку от 1 до 5.')
  .min(SCORE_MIN, 'Поставьте оценку от 1 до 5.')
  .max(SCORE_MAX, 'Поставьте оценку от 1 до 5.');
const reviewText = boundedText(REVIEW_TEXT_MAX);

/** POST contractor-reviews/: the client rates the agency that did the project (the winner by default). */
export const contractorReviewCreate = z.strictObject({
  project: refId,
  contractor: refId.optional(),
  quality: score,
  deadlines: score,
  communication: score,
  value: score,
  would_recommend: z.boolean({ error: 'Ответьте да или нет.' }),
  text: reviewText.optional(),
});
export type ContractorReviewCreate = z.input<typeof contractorReviewCreate>;

export const contractorReview = z.object({
  id: z.number().int(),
  project: z.number().int(),
  project_title: z.string(),
  contractor: z.number().int(),
  company: z.number().int(),
  company_name: z.string(),
  author_name: z.string(),
  quality: z.number().int(),
  deadlines: z.number().int(),
  communication: z.number().int(),
  value: z.number().int(),
  would_recommend: z.boolean(),
  text: z.string(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  /** Always true: from a project done here between the two, its work accepted («проверенный отзыв»). */
  verified: z.boolean(),
});
export type ContractorReview = z.infer<typeof contractorReview>;
export const contractorReviewList = z.array(contractorReview);
export const contractorReviewPage = pageOf(contractorReview);
export const contractorReviewQuery = pageQuery;

export const contractorReviewReply = z.strictObject({
  text: reviewText.min(1, 'Напишите ответ.').max(REVIEW_REPLY_MAX),
});

/** The agency's averages over its clients' reviews; null without any review. */
export const averageScores = z.object({
  contractor: z.number().int(),
  count: z.number().int(),
  quality: z.number().nullable(),
  deadlines: z.number().nullable(),
  communication: z.number().nullable(),
  value: z.number().nullable(),
  overall: z.number().nullable(),
  /** Share of reviews that would recommend, 0–1. */
  would_recommend: z.number().nullable(),
});
export type AverageScores = z.infer<typeof averageScores>;

/** POST client-reviews/: the agency that did the project rates its client. */
export const clientReviewCreate = z.strictObject({
  project: refId,
  rating: score,
  text: reviewText.optional(),
});
export const clientReview = z.object({
  id: z.number().int(),
  project: z.number().int(),
  contractor: z.number().int(),
  contractor_name: z.string(),
  company: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  created_at: z.string(),
});
export type ClientReview = z.infer<typeof clientReview>;
export const clientReviewList = z.array(clientReview);

/** POST public-reviews/: a client company's person leaves a testimonial on an agency's page. */
export const publicReviewCreate = z.strictObject({
  contractor: refId,
  rating: score,
  text: reviewText.min(1, 'Напишите отзыв.'),
  author_position: boundedText(200).optional(),
});
export const publicReview = z.object({
  id: z.number().int(),
  contractor: z.number().int(),
  company_name: z.string(),
  author_name: z.string(),
  author_position: z.string(),
  rating: z.number().int(),
  text: z.string(),
  /** Its company accepted this agency's work on a project here. */
  verified: z.boolean(),
  created_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReview>;
export const publicReviewPage = pageOf(publicReview);

/** POST communication-between-contractor-and-client/: a candidate rates how the client ran the tender. */
export const communicationCreate = z.strictObject({
  project: refId,
  brief_clarity: score,
  response_speed: score,
  feedback: score,
  text: reviewText.optional(),
});
export const communication = z.object({
  id: z.number().int(),
  project: z.number().int(),
  contractor: z.number().int(),
  company: z.number().int(),
  brief_clarity: z.number().int(),
  response_speed: z.number().int(),
  feedback: z.number().int(),
  text: z.string(),
  created_at: z.string(),
});
export type Communication = z.infer<typeof communication>;
