import { API } from '../api-paths';
import {
  agencyCase,
  agencyCaseCreate,
  agencyCaseListQuery,
  agencyCasePage,
  agencyCasePatch,
} from '../cases';
import { idParams } from '../drf';
import { brand, brandPage, brandsQuery } from '../reference';
import { create, list, remove, update, type RouteSchemas } from './route-schema';

const { case: cases } = API;

/** /case/: brands and the agency's cases. */
export const CASE_SCHEMAS = {
  [cases.brands]: list('Бренды', brandsQuery, brandPage),
  [cases.brandsCooperatingNow]: {
    summary: 'Бренды, которые работают с нами сейчас',
    response: { 200: brand.array() },
  },
  [cases.contractorCases]: {
    summary: 'Кейсы агентства: опубликованного — всем, своего — всегда',
    params: idParams,
    querystring: agencyCaseListQuery,
    response: { 200: agencyCasePage },
  },
  [cases.caseCreate]: create('Добавить кейс своего агентства', agencyCaseCreate, agencyCase),
  [cases.caseUpdate]: update('Изменить кейс своего агентства', agencyCasePatch, agencyCase),
  [cases.caseRemove]: remove('Удалить кейс своего агентства'),
} as const satisfies RouteSchemas;
