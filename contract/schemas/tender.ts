import { API } from '../api-paths';
import { idParams } from '../drf';
import { refusalReasonPage, refusalReasonQuery } from '../reference';
import {
  cancelProject,
  candidate,
  candidateList,
  candidatePatch,
  inboxPage,
  inboxProject,
  inboxQuery,
  invitation,
  invitationAnswer,
  invitationListQuery,
  invitationPage,
  invitationsCreate,
  invitationsCreated,
  tender,
  tenderCreate,
  tenderOfProject,
  thirdPartyWinner,
} from '../tender';
import { finalProposal, finalRound, finalRoundCreate } from '../tender-final-round';
import { tenderProtocol } from '../tender-protocol-api';
import {
  competitorsUpdate,
  conflictsQuery,
  projectCompetitors,
  projectConflicts,
} from '../tender-conflict-api';
import {
  evaluation,
  evaluationQuery,
  evaluationSubmit,
  marksUpdate,
  rubric,
  rubricUpdate,
} from '../tender-rubric-api';
import {
  questionAnswer,
  questionCreate,
  tenderQuestion,
  tenderQuestions,
} from '../tender-questions';
import { create, detail, list, update, type RouteSchemas } from './route-schema';

const { tender: tenders } = API;

/** /tender/: invitations, the agency's inbox, the tender, its candidates and how the project closed. */
export const TENDER_SCHEMAS = {
  [tenders.refusalReasons]: list(
    'Причины отказа: агентства (side=agency) или заказчика (side=client)',
    refusalReasonQuery,
    refusalReasonPage,
  ),
  [tenders.invitations]: list(
    'Приглашения проекта своей компании и их статусы',
    invitationListQuery,
    invitationPage,
  ),
  [tenders.invitationsCreate]: create(
    'Пригласить агентства в проект: одно приглашение на агентство',
    invitationsCreate,
    invitationsCreated,
  ),
  [tenders.invitationUpdate]: update(
    'Ответить на приглашение: просмотрено, принято или отклонено с причиной',
    invitationAnswer,
    invitation,
  ),
  [tenders.invitationAcceptTerms]: {
    summary: 'Принять условия конфиденциальности проекта (до принятия приглашения)',
    params: idParams,
    response: { 200: invitation },
  },
  [tenders.projectsByInvitation]: list(
    'Входящие проекты агентства по приглашениям',
    inboxQuery,
    inboxPage,
  ),
  [tenders.projectByInvitation]: detail(
    'Проект, в который пригласили агентство: бриф, почему подобрали, тендер',
    inboxProject,
  ),
  [tenders.tenderCreate]: create(
    'Начать тендер по проекту: срок приёма предложений и условия',
    tenderCreate,
    tender,
  ),
  [tenders.tenderOfProject]: detail('Тендер проекта и как проект закрыт', tenderOfProject),
  [tenders.thirdPartyWinner]: {
    summary: 'Закрыть проект: победитель вне платформы',
    body: thirdPartyWinner,
    response: { 200: tenderOfProject },
  },
  [tenders.cancelProject]: {
    summary: 'Отменить проект с причиной',
    body: cancelProject,
    response: { 200: tenderOfProject },
  },
  [tenders.candidates]: detail('Кандидаты тендера и их предложения рядом с брифом', candidateList),
  [tenders.ownCandidate]: detail('Своё участие агентства в тендере проекта', candidate),
  [tenders.candidateUpdate]: update(
    'Решение заказчика о кандидате или предложение агентства',
    candidatePatch,
    candidate,
  ),
  [tenders.questions]: detail(
    'Вопросы и ответы по проекту: заказчику все с агентством, приглашённому отвеченные и свои',
    tenderQuestions,
  ),
  [tenders.questionCreate]: {
    summary: 'Задать вопрос по ТЗ проекта (приглашённое агентство)',
    params: idParams,
    body: questionCreate,
    response: { 201: tenderQuestion },
  },
  [tenders.questionAnswer]: {
    summary: 'Ответить на вопрос: один раз, ответ видят все приглашённые',
    params: idParams,
    body: questionAnswer,
    response: { 200: tenderQuestion },
  },
  [tenders.protocol]: detail(
    'Протокол тендера: заказчику все шаги, приглашённому агентству свои и общие',
    tenderProtocol,
  ),
  [tenders.protocolPdf]: { summary: 'Протокол тендера в PDF', params: idParams },
  [tenders.rubric]: detail(
    'Критерии оценки и их веса: заказчику и приглашённым агентствам',
    rubric,
  ),
  [tenders.rubricUpdate]: update(
    'Задать критерии и веса (сумма 100) до первого приглашения',
    rubricUpdate,
    rubric,
  ),
  [tenders.evaluation]: {
    summary: 'Оценки предложений раунда: свои, а после отправки — всех',
    params: idParams,
    querystring: evaluationQuery,
    response: { 200: evaluation },
  },
  [tenders.evaluationUpdate]: update(
    'Сохранить свои оценки предложений (черновик)',
    marksUpdate,
    evaluation,
  ),
  [tenders.evaluationSubmit]: {
    summary: 'Отправить свои оценки раунда: после этого видны оценки коллег',
    params: idParams,
    body: evaluationSubmit,
    response: { 200: evaluation },
  },
  [tenders.finalRound]: detail(
    'Финальный раунд: сроки и финалисты, как их видит читающий',
    finalRound,
  ),
  [tenders.finalRoundStart]: {
    summary: 'Объявить финальный раунд: 2–3 финалиста, срок, сообщение, причина для остальных',
    params: idParams,
    body: finalRoundCreate,
    response: { 201: finalRound },
  },
  [tenders.finalProposal]: update(
    'Финальное предложение финалиста: цена, срок и подход до срока раунда',
    finalProposal,
    finalRound,
  ),
  [tenders.competitors]: detail(
    'Конкуренты заказчика, названные в брифе: только людям компании заказчика',
    projectCompetitors,
  ),
  [tenders.competitorsUpdate]: update(
    'Заменить список конкурентов проекта (бренды, компании по названию или ИНН)',
    competitorsUpdate,
    projectCompetitors,
  ),
  [tenders.conflicts]: {
    summary: 'Конфликт интересов: агентства, работающие с конкурентами, и их заявления',
    params: idParams,
    querystring: conflictsQuery,
    response: { 200: projectConflicts },
  },
} as const satisfies RouteSchemas;
