import {
  accountsListQuery,
  accountTypeWho,
  companyAccount,
  companyAccountCreate,
  companyAccountOrNone,
  companyAccountPage,
  companyAccountPatch,
  contractorAccount,
  contractorAccountCreate,
  contractorAccountOrNone,
  contractorAccountPatch,
  employee,
  employeeCreate,
  employeePage,
  employeePatch,
} from '../accounts';
import { API } from '../api-paths';
import { colleague, colleagueCreate, colleaguePage } from '../colleagues';
import { idParams } from '../drf';
import { accountType, accountTypePage, namedListQuery, role, rolePage } from '../reference';
import { detail, list, type RouteSchemas } from './route-schema';

const { accounts } = API;

/** /accounts/: account types, roles, the client's company and the agency's account, its employees. */
export const ACCOUNTS_SCHEMAS = {
  [accounts.accountTypeWho]: {
    summary: 'Тип аккаунта текущего пользователя',
    response: { 200: accountTypeWho },
  },
  [accounts.accountTypeWhoNoSlash]: {
    summary: 'Тип аккаунта текущего пользователя (без слэша на конце)',
    response: { 200: accountTypeWho },
  },
  [accounts.accountTypes]: list('Типы аккаунтов', namedListQuery, accountTypePage),
  [accounts.accountType]: detail('Тип аккаунта', accountType),
  [accounts.roles]: list('Роли сотрудников агентства', namedListQuery, rolePage),
  [accounts.role]: detail('Роль сотрудника', role),
  [accounts.companyAccounts]: list(
    'Аккаунты компании заказчика',
    accountsListQuery,
    companyAccountPage,
  ),
  [accounts.companyAccountCreate]: {
    summary: 'Создать компанию заказчика',
    body: companyAccountCreate,
    response: { 201: companyAccount },
  },
  [accounts.companyAccountOfUser]: {
    summary: 'Компания текущего заказчика или пустой аккаунт',
    response: { 200: companyAccountOrNone },
  },
  [accounts.companyAccountUpdate]: {
    summary: 'Изменить свою компанию',
    params: idParams,
    body: companyAccountPatch,
    response: { 200: companyAccount },
  },
  [accounts.contractorAccountCreate]: {
    summary: 'Создать агентство',
    body: contractorAccountCreate,
    response: { 201: contractorAccount },
  },
  [accounts.contractorAccountOfUser]: {
    summary: 'Агентство текущего пользователя или пустой аккаунт',
    response: { 200: contractorAccountOrNone },
  },
  [accounts.contractorAccountUpdate]: {
    summary: 'Изменить своё агентство',
    params: idParams,
    body: contractorAccountPatch,
    response: { 200: contractorAccount },
  },
  [accounts.employees]: list('Сотрудники агентства и приглашения', accountsListQuery, employeePage),
  [accounts.employeeAdd]: {
    summary: 'Пригласить сотрудника',
    body: employeeCreate,
    response: { 201: employee },
    errors: [429], // invitations per agency per hour
  },
  [accounts.employeeUpdate]: {
    summary: 'Сменить роль сотрудника',
    params: idParams,
    body: employeePatch,
    response: { 200: employee },
  },
  [accounts.employeeRemove]: { summary: 'Удалить сотрудника', params: idParams },
  [accounts.employeeResendInvitation]: {
    summary: 'Отправить приглашение повторно: новая ссылка, прежняя перестаёт работать',
    params: idParams,
    response: { 200: employee },
    errors: [429], // invitations per agency per hour
  },
  [accounts.employeeWithdrawInvitation]: {
    summary: 'Отозвать приглашение: адрес снова свободен',
    params: idParams,
  },
  [accounts.colleagues]: list(
    'Люди компании заказчика: владелец, коллеги и приглашения',
    accountsListQuery,
    colleaguePage,
  ),
  [accounts.colleagueInvite]: {
    summary: 'Пригласить коллегу в компанию (только владелец)',
    body: colleagueCreate,
    response: { 201: colleague },
    errors: [429], // invitations per company per hour
  },
  [accounts.colleagueRemove]: {
    summary: 'Убрать коллегу из компании (только владелец)',
    params: idParams,
  },
  [accounts.colleagueResendInvitation]: {
    summary: 'Отправить приглашение коллеге повторно: новая ссылка, прежняя перестаёт работать',
    params: idParams,
    response: { 200: colleague },
    errors: [429], // invitations per company per hour
  },
  [accounts.colleagueWithdrawInvitation]: {
    summary: 'Отозвать приглашение коллеге: адрес снова свободен',
    params: idParams,
  },
} as const satisfies RouteSchemas;
