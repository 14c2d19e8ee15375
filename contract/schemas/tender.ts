import { API } from '../api-paths';
import { namedListQuery, refusalReasonPage } from '../reference';
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
import { create, detail, list, update, type RouteSchemas } from './route-schema';

const { tender: tenders } = API;

/** /tender/: invitations, the agency's inbox, the tender, its candidates and how the project closed. */
export const TENDER_SCHEMAS = {
  [tenders.refusalReasons]: list('Причины отказа', namedListQuery, refusalReasonPage),
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
} as const satisfies RouteSchemas;
