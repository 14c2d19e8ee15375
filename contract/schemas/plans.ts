import { API } from '../api-paths';
import { pageQuery } from '../drf';
import {
  invoice,
  invoiceCreate,
  invoiceNumberParams,
  paymentDetails,
  paymentDetailsInput,
  planPage,
  subscriptionState,
} from '../tariffs';
import { create, list, type RouteSchemas } from './route-schema';

const { plans } = API;

/** /plans/: tariffs, the agency's payment details, subscription and invoices, the operator's confirmations. */
export const PLANS_SCHEMAS = {
  [plans.plans]: list('Тарифы: цены по срокам оплаты, возможности и лимиты', pageQuery, planPage),
  [plans.paymentDetails]: {
    summary: 'Реквизиты своего агентства для счёта (до сохранения — черновик из профиля)',
    response: { 200: paymentDetails },
  },
  [plans.paymentDetailsCreate]: create(
    'Сохранить реквизиты агентства (ИНН, ОГРН и счета проверяются по контрольным цифрам)',
    paymentDetailsInput,
    paymentDetails,
  ),
  [plans.subscription]: {
    summary:
      'Тариф агентства: действующий, оплаченный следом, ожидающий оплаты счёт, лимиты и счета',
    response: { 200: subscriptionState },
  },
  [plans.invoiceCreate]: create(
    'Выставить счёт на тариф и срок (заменяет неоплаченный счёт)',
    invoiceCreate,
    invoice,
  ),
  [plans.invoiceCancel]: {
    summary: 'Отменить неоплаченный счёт',
    params: invoiceNumberParams,
    response: { 200: invoice },
  },
  [plans.invoicePdf]: {
    summary: 'Счёт на оплату в PDF',
    params: invoiceNumberParams,
  },
  [plans.invoiceConfirm]: {
    summary: 'Подтвердить оплату счёта (оператор; заголовок Authorization: Operator <токен>)',
    params: invoiceNumberParams,
    response: { 200: invoice },
  },
  [plans.invoiceOperatorCancel]: {
    summary: 'Отменить неоплаченный счёт (оператор; заголовок Authorization: Operator <токен>)',
    params: invoiceNumberParams,
    response: { 200: invoice },
  },
} as const satisfies RouteSchemas;
