import { contractorAccount } from '../accounts';
import { API } from '../api-paths';
import { catalogueFacetNames, catalogueQuery, catalogueWirePage } from '../catalogue';
import {
  contractor,
  contractorCreate,
  contractorPatch,
  registerAgencyRequest,
  registerAgencyResponse,
} from '../contractor';
import { contractorProfile } from '../contractor-profile';
import { idParams } from '../drf';
import {
  clientHistory,
  clientHistoryCreate,
  clientHistoryPatch,
  contractorLanguage,
  contractorLanguageCreate,
  personalProfile,
} from '../profile';
import { rankingPage, rankingQuery } from '../ranking';
import { create, detail, list, remove, update, type RouteSchemas } from './route-schema';

const { contractor: contractors } = API;

/** /contractor/: the catalogue, agency profiles, a project's ranked agencies, the agency's languages and clients. */
export const CONTRACTOR_SCHEMAS = {
  [contractors.contractors]: list(
    'Каталог агентств: поиск, фильтры, фасеты',
    catalogueQuery,
    catalogueWirePage,
  ),
  [contractors.facetNames]: {
    summary: 'Названия фасетов каталога: услуги, отрасли, страны, города, языки (ETag, 304)',
    response: { 200: catalogueFacetNames },
  },
  [contractors.contractorCreate]: {
    summary: 'Создать агентство',
    body: contractorCreate,
    response: { 201: contractor },
  },
  [contractors.myAccount]: {
    summary: 'Аккаунт агентства текущего пользователя',
    response: { 200: contractorAccount },
  },
  [contractors.contractor]: detail('Публичный профиль агентства', contractorProfile),
  [contractors.contractorUpdate]: {
    summary: 'Изменить профиль агентства',
    params: idParams,
    body: contractorPatch,
    response: { 200: contractor },
  },
  [contractors.registerAgency]: {
    summary: 'Регистрация агентства с руководителем одним запросом',
    body: registerAgencyRequest,
    response: { 201: registerAgencyResponse },
    errors: [503], // password hashes past their queue (server/security/passwords.ts)
  },
  [contractors.personalProfile]: detail(
    'Полный профиль своего агентства для панели',
    personalProfile,
  ),
  [contractors.projectRanking]: {
    summary: 'Агентства, подобранные для своего проекта, с объяснением оценки',
    params: idParams,
    querystring: rankingQuery,
    response: { 200: rankingPage },
  },
  [contractors.languageCreate]: create(
    'Добавить язык своему агентству',
    contractorLanguageCreate,
    contractorLanguage,
  ),
  [contractors.languageRemove]: remove('Убрать язык своего агентства'),
  [contractors.clientHistoryCreate]: create(
    'Добавить клиента в историю своего агентства',
    clientHistoryCreate,
    clientHistory,
  ),
  [contractors.clientHistoryUpdate]: update(
    'Изменить запись истории клиентов',
    clientHistoryPatch,
    clientHistory,
  ),
  [contractors.clientHistoryRemove]: remove('Удалить запись истории клиентов'),
} as const satisfies RouteSchemas;
