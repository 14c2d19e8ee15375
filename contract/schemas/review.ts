import { API } from '../api-paths';
import { idParams, pageQuery } from '../drf';
import {
  averageScores,
  clientReview,
  clientReviewCreate,
  clientReviewList,
  communication,
  communicationCreate,
  contractorReview,
  contractorReviewCreate,
  contractorReviewList,
  contractorReviewPage,
  contractorReviewQuery,
  contractorReviewReply,
  publicReview,
  publicReviewCreate,
  publicReviewPage,
} from '../review';
import { clientRecord } from '../tender';
import { create, detail, type RouteSchemas } from './route-schema';

const { review } = API;

/** /review/: reviews of agencies and of clients after a project, public reviews, how a client ran its tenders. */
export const REVIEW_SCHEMAS = {
  [review.contractorReviewCreate]: create(
    'Отзыв заказчика об исполнителе закрытого проекта',
    contractorReviewCreate,
    contractorReview,
  ),
  [review.contractorReviewsByProject]: detail(
    'Отзывы об исполнителе по проекту: заказчику и исполнителю',
    contractorReviewList,
  ),
  [review.contractorReviewsOfContractor]: {
    summary: 'Отзывы заказчиков об опубликованном агентстве, сначала новые',
    params: idParams,
    querystring: contractorReviewQuery,
    response: { 200: contractorReviewPage },
  },
  [review.contractorAverageScores]: detail(
    'Средние оценки агентства по критериям, общая и доля рекомендующих',
    averageScores,
  ),
  [review.contractorReviewReply]: {
    summary: 'Ответ агентства на отзыв о нём (один)',
    params: idParams,
    body: contractorReviewReply,
    response: { 200: contractorReview },
  },
  [review.clientReviewCreate]: create(
    'Отзыв исполнителя о заказчике закрытого проекта',
    clientReviewCreate,
    clientReview,
  ),
  [review.clientReviewsByProject]: detail(
    'Отзывы о заказчике по проекту: заказчику и исполнителю',
    clientReviewList,
  ),
  [review.publicReviewCreate]: create(
    'Отзыв компании заказчика на странице агентства (один от компании)',
    publicReviewCreate,
    publicReview,
  ),
  [review.publicReviewsByContractor]: {
    summary: 'Отзывы компаний на странице опубликованного агентства, сначала новые',
    params: idParams,
    querystring: pageQuery,
    response: { 200: publicReviewPage },
  },
  [review.communicationCreate]: create(
    'Оценка участником тендера того, как заказчик его провёл',
    communicationCreate,
    communication,
  ),
  [review.communication]: detail(
    'Репутация заказчика: оценки участников его тендеров (id — компания)',
    clientRecord,
  ),
} as const satisfies RouteSchemas;
