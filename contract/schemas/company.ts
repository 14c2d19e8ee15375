import { companyAccountOrNone } from '../accounts';
import { API } from '../api-paths';
import { company, companyCreate, companyListQuery, companyPage, companyPatch } from '../company';
import { idParams } from '../drf';
import { detail, list, type RouteSchemas } from './route-schema';

const { company: companies } = API;

/** /company/: the client's companies. */
export const COMPANY_SCHEMAS = {
  [companies.companies]: list('Компании текущего заказчика', companyListQuery, companyPage),
  [companies.companyCreate]: {
    summary: 'Создать компанию',
    body: companyCreate,
    response: { 201: company },
  },
  [companies.companyOfUser]: {
    summary: 'Компания текущего пользователя',
    response: { 200: company },
    errors: [404], // the caller has no company
  },
  [companies.myAccount]: {
    summary: 'Аккаунт компании текущего заказчика',
    response: { 200: companyAccountOrNone },
  },
  [companies.company]: detail('Компания', company),
  [companies.companyUpdate]: {
    summary: 'Изменить компанию',
    params: idParams,
    body: companyPatch,
    response: { 200: company },
  },
} as const satisfies RouteSchemas;
