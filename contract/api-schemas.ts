import type { z } from 'zod';
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
} from './accounts';
import { API, type ApiEndpoint } from './api-paths';
import {
  emailRequest,
  emptyObject,
  loginRequest,
  me,
  refreshRequest,
  registeredUser,
  registerRequest,
  resetConfirmRequest,
  setPasswordRequest,
  tokenPair,
  uidTokenRequest,
  verifyRequest,
} from './auth';
import { company, companyCreate, companyListQuery, companyPage, companyPatch } from './company';
import {
  contractor,
  contractorCreate,
  contractorPatch,
  registerAgencyRequest,
  registerAgencyResponse,
} from './contractor';
import {
  agencyCase,
  agencyCaseCreate,
  agencyCaseListQuery,
  agencyCasePage,
  agencyCasePatch,
  serviceCase,
  serviceCaseCreate,
} from './cases';
import { contractorProfile } from './contractor-profile';
import { catalogueQuery, cataloguePage } from './catalogue';
import { idParams, pageQuery } from './drf';
import {
  clientHistory,
  clientHistoryCreate,
  clientHistoryPatch,
  contractorLanguage,
  contractorLanguageCreate,
  industryContractor,
  industryContractorCreate,
  locationContractor,
  locationContractorCreate,
  locationContractorPatch,
  personalProfile,
  serviceContractor,
  serviceContractorCreate,
  serviceContractorPatch,
} from './profile';
import { avatar, avatarPage, material } from './materials';
import { matchingPreview, matchingPreviewRequest } from './matching-preview';
import { similarAgenciesPage, similarAgenciesQuery } from './similar-agencies';
import { project, projectCreate, projectListQuery, projectPage, projectPatch } from './project';
import {
  projectRequirements,
  requirementAgenciesCreate,
  requirementAgency,
  requirementAgencyCreate,
  requirementIndustry,
  requirementIndustryCreate,
  requirementLanguage,
  requirementLanguageCreate,
  requirementLocation,
  requirementLocationCreate,
  requirementLocationPatch,
  requirementService,
  requirementServiceCreate,
  requirementServiceListQuery,
  requirementServicePage,
  requirementServicePatch,
  requirementsCreate,
  requirementsPatch,
  requirementsRow,
  requirementsStaffSet,
} from './requirements';
import {
  MAX_PUSH_DEVICES,
  notificationKindParams,
  notificationListQuery,
  notificationPage,
  notification,
  notificationPatch,
  notificationPreference,
  notificationPreferenceList,
  notificationPreferencePatch,
  pushSubscription,
  pushSubscriptionInput,
  pushUnsubscribe,
  readAllResult,
  vapidKey,
} from './notifications';
import { personNamesPatch } from './people';
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
} from './tender';
import { rankingPage, rankingQuery } from './ranking';
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
} from './review';
import { clientRecord } from './tender';
import { faq, faqListQuery, faqPage } from './faq';
import {
  accountType,
  accountTypePage,
  brand,
  brandPage,
  brandsQuery,
  city,
  cityPage,
  citiesQuery,
  country,
  countryPage,
  industry,
  industryPage,
  language,
  languagePage,
  namedListQuery,
  refusalReasonPage,
  role,
  rolePage,
  service,
  servicePage,
  serviceRangePage,
  serviceRangesQuery,
  servicesQuery,
  withContractorsQuery,
} from './reference';
import {
  invoice,
  invoiceCreate,
  invoiceNumberParams,
  paymentDetails,
  paymentDetailsInput,
  planPage,
  subscriptionState,
} from './tariffs';

/** The zod schemas of one route: what Fastify validates and serializes, and what OpenAPI documents. */
export interface RouteSchema {
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Partial<Record<200 | 201, z.ZodType>>;
  /** Error statuses beyond those derived from the route (server/http/openapi.ts), e.g. a 404 without an id. */
  errors?: readonly number[];
}

const list = <Q extends z.ZodType, R extends z.ZodType>(summary: string, querystring: Q, page: R) =>
  ({ summary, querystring, response: { 200: page } }) as const;
const detail = <R extends z.ZodType>(summary: string, item: R) =>
  ({ summary, params: idParams, response: { 200: item } }) as const;
/** A part of the caller's agency profile: created (201), changed (200), removed (204). */
const create = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, item: R) =>
  ({ summary, body, response: { 201: item } }) as const;
const update = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, item: R) =>
  ({ summary, params: idParams, body, response: { 200: item } }) as const;
const remove = (summary: string) => ({ summary, params: idParams }) as const;

const { accounts, auth, case: cases, company: companies, contractor: contractors } = API;
const { faq: faqs, industry: industries, location, materials, plans, recruitment } = API;
const { project: projects, service: services, notification: notifications } = API;

/**
 * The schemas of every path the server answers, under the path's entry in `API`. A route is registered
 * from its entry here, so a path cannot be served without its schemas, nor documented without being served.
 */
export const API_SCHEMAS = {
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

  [auth.register]: {
    summary: 'Регистрация: неактивный пользователь и письмо активации',
    body: registerRequest,
    response: { 201: registeredUser },
    errors: [503], // password hashes past their queue (server/security/passwords.ts)
  },
  [auth.activate]: { summary: 'Активация по ссылке из письма', body: uidTokenRequest },
  [auth.resendActivation]: { summary: 'Повторить письмо активации', body: emailRequest },
  [auth.resetPassword]: { summary: 'Письмо для сброса пароля', body: emailRequest },
  [auth.resetPasswordConfirm]: {
    summary: 'Новый пароль по ссылке из письма',
    body: resetConfirmRequest,
    errors: [503], // password hashes past their queue (server/security/passwords.ts)
  },
  [auth.setPassword]: {
    summary: 'Сменить пароль',
    body: setPasswordRequest,
    errors: [503], // password hashes past their queue (server/security/passwords.ts)
  },
  [auth.me]: { summary: 'Текущий пользователь', response: { 200: me } },
  [auth.meUpdate]: {
    summary: 'Изменить своё имя и должность',
    body: personNamesPatch,
    response: { 200: me },
  },
  [auth.tokenCreate]: {
    summary: 'Вход: пара токенов',
    body: loginRequest,
    response: { 200: tokenPair },
    // failed logins per account, device and address (auth/login-throttle.ts); hashes past their queue
    errors: [429, 503],
  },
  [auth.tokenRefresh]: {
    summary: 'Новый access-токен (и refresh при ротации)',
    body: refreshRequest,
    response: { 200: tokenPair },
  },
  [auth.tokenVerify]: {
    summary: 'Проверить токен',
    body: verifyRequest,
    response: { 200: emptyObject },
  },
  [auth.tokenBlacklist]: {
    summary: 'Выход: отозвать refresh-токен',
    body: refreshRequest,
    response: { 200: emptyObject },
  },

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

  [contractors.contractors]: list(
    'Каталог агентств: поиск, фильтры, фасеты',
    catalogueQuery,
    cataloguePage,
  ),
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

  [faqs.faqs]: list('Статьи базы знаний', faqListQuery, faqPage),
  [faqs.faq]: detail('Статья базы знаний', faq),

  [industries.industries]: list('Отрасли', namedListQuery, industryPage),
  [industries.industry]: detail('Отрасль', industry),
  [industries.industryContractorCreate]: create(
    'Добавить отрасль своему агентству',
    industryContractorCreate,
    industryContractor,
  ),
  [industries.industryContractorRemove]: remove('Убрать отрасль своего агентства'),

  [location.countries]: list('Страны', withContractorsQuery, countryPage),
  [location.country]: detail('Страна', country),
  [location.cities]: list('Города', citiesQuery, cityPage),
  [location.city]: detail('Город', city),
  [location.citiesOfCountry]: {
    summary: 'Все города страны, без страниц',
    params: idParams,
    response: { 200: city.array() },
  },
  [location.languages]: list('Языки', withContractorsQuery, languagePage),
  [location.language]: detail('Язык', language),
  [location.locationContractorCreate]: create(
    'Добавить место работы своему агентству: страну или город',
    locationContractorCreate,
    locationContractor,
  ),
  [location.locationContractorUpdate]: update(
    'Изменить место работы своего агентства',
    locationContractorPatch,
    locationContractor,
  ),
  [location.locationContractorRemove]: remove('Убрать место работы своего агентства'),
  [location.locationRequirementCreate]: create(
    'Добавить в требования проекта место работы: страну или город',
    requirementLocationCreate,
    requirementLocation,
  ),
  [location.locationRequirementUpdate]: update(
    'Изменить место работы в требованиях проекта',
    requirementLocationPatch,
    requirementLocation,
  ),
  [location.locationRequirementRemove]: remove('Убрать место работы из требований проекта'),

  [materials.avatars]: list('Изображения своего агентства', pageQuery, avatarPage),
  [materials.avatar]: detail('Изображение своего агентства', avatar),
  [materials.avatarCreate]: {
    summary: 'Загрузить изображение (multipart/form-data: file — JPEG, PNG или WebP)',
    response: { 201: avatar },
  },
  [materials.materialCreate]: {
    summary:
      'Приложить файл к кейсу (multipart/form-data: case, file — изображение, PDF, DOCX, XLSX, PPTX)',
    response: { 201: material },
  },
  [materials.materialDelete]: { summary: 'Удалить файл кейса', params: idParams },

  [notifications.notifications]: list(
    'Свои уведомления, новые сверху (unread=true — только непрочитанные, kind — одного типа)',
    notificationListQuery,
    notificationPage,
  ),
  [notifications.notificationUpdate]: update(
    'Отметить своё уведомление прочитанным',
    notificationPatch,
    notification,
  ),
  [notifications.notificationsReadAll]: {
    summary: 'Отметить прочитанными все свои уведомления',
    response: { 200: readAllResult },
  },
  [notifications.preferences]: {
    summary: 'Свои настройки уведомлений: каналы каждого типа (в приложении, push, письмо)',
    response: { 200: notificationPreferenceList },
  },
  [notifications.preferenceUpdate]: {
    summary: 'Включить или выключить каналы одного типа уведомлений (о доступе и оплате — нельзя)',
    params: notificationKindParams,
    body: notificationPreferencePatch,
    response: { 200: notificationPreference },
  },
  [notifications.vapidKey]: {
    summary: 'Публичный ключ сервера (VAPID) для подписки браузера на push',
    response: { 200: vapidKey },
  },
  [notifications.pushSubscribe]: create(
    `Подписать это устройство на push (адрес, уже подписанный другим пользователем, переходит к вам; у пользователя до ${MAX_PUSH_DEVICES} устройств, сверх того забывается подписанное раньше всех)`,
    pushSubscriptionInput,
    pushSubscription,
  ),
  [notifications.pushUnsubscribe]: {
    summary: 'Отписать это устройство от push (повторно — тоже 204)',
    body: pushUnsubscribe,
  },

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

  [projects.projects]: list('Проекты компании заказчика', projectListQuery, projectPage),
  [projects.projectCreate]: create(
    'Создать проект своей компании (черновик)',
    projectCreate,
    project,
  ),

  [projects.project]: detail('Проект своей компании', project),
  [projects.projectUpdate]: update(
    'Изменить проект: описание, бюджет, даты, статус (черновик ⇄ подбор)',
    projectPatch,
    project,
  ),
  [projects.projectRemove]: remove('Удалить проект (черновик или подбор)'),
  [projects.projectRequirements]: detail('Требования проекта целиком', projectRequirements),
  [projects.matchingPreview]: {
    summary:
      'Сколько агентств подходит под несохранённые требования, лучшие из них и проверка бюджета',
    body: matchingPreviewRequest,
    response: { 200: matchingPreview },
  },
  [projects.similarAgencies]: list(
    'Похожие агентства, которые тоже подходят проекту, с причиной',
    similarAgenciesQuery,
    similarAgenciesPage,
  ),

  [recruitment.serviceRanges]: list('Диапазоны цен услуг', serviceRangesQuery, serviceRangePage),
  [recruitment.requirementsCreate]: create(
    'Создать требования проекта (одни на проект)',
    requirementsCreate,
    requirementsRow,
  ),
  [recruitment.requirementsUpdate]: update(
    'Изменить требования проекта',
    requirementsPatch,
    requirementsRow,
  ),
  [recruitment.requirementServices]: list(
    'Услуги в требованиях проектов своей компании',
    requirementServiceListQuery,
    requirementServicePage,
  ),
  [recruitment.requirementServiceCreate]: create(
    'Добавить услугу в требования проекта с диапазоном цен',
    requirementServiceCreate,
    requirementService,
  ),
  [recruitment.requirementServiceUpdate]: update(
    'Сменить диапазон цен услуги в требованиях',
    requirementServicePatch,
    requirementService,
  ),
  [recruitment.requirementServiceRemove]: remove('Убрать услугу из требований проекта'),
  [recruitment.requirementIndustryCreate]: create(
    'Добавить отрасль в требования проекта',
    requirementIndustryCreate,
    requirementIndustry,
  ),
  [recruitment.requirementIndustryRemove]: remove('Убрать отрасль из требований проекта'),
  [recruitment.requirementLanguageCreate]: create(
    'Добавить язык в требования проекта',
    requirementLanguageCreate,
    requirementLanguage,
  ),
  [recruitment.requirementLanguageRemove]: remove('Убрать язык из требований проекта'),
  [recruitment.requirementStaffSet]: create(
    'Задать наименьший размер команды (null — любой)',
    requirementsStaffSet,
    requirementsRow,
  ),
  [recruitment.requirementExclusionCreate]: create(
    'Исключить агентство из подбора',
    requirementAgencyCreate,
    requirementAgency,
  ),
  [recruitment.requirementExclusionRemove]: remove('Вернуть исключённое агентство'),
  [recruitment.requirementExclusionsCreateMany]: create(
    'Исключить несколько агентств: все или ни одного',
    requirementAgenciesCreate,
    requirementAgency.array(),
  ),
  [recruitment.requirementInclusionCreate]: create(
    'Добавить агентство в подбор, что бы ни говорили фильтры',
    requirementAgencyCreate,
    requirementAgency,
  ),
  [recruitment.requirementInclusionRemove]: remove('Убрать добавленное агентство'),
  [recruitment.requirementInclusionsCreateMany]: create(
    'Добавить в подбор несколько агентств: все или ни одного',
    requirementAgenciesCreate,
    requirementAgency.array(),
  ),
  [recruitment.requirementWhitelistCreate]: create(
    'Добавить агентство в избранное проекта',
    requirementAgencyCreate,
    requirementAgency,
  ),
  [recruitment.requirementWhitelistRemove]: remove('Убрать агентство из избранного проекта'),

  [API.review.contractorReviewCreate]: create(
    'Отзыв заказчика об исполнителе закрытого проекта',
    contractorReviewCreate,
    contractorReview,
  ),
  [API.review.contractorReviewsByProject]: detail(
    'Отзывы об исполнителе по проекту: заказчику и исполнителю',
    contractorReviewList,
  ),
  [API.review.contractorReviewsOfContractor]: {
    summary: 'Отзывы заказчиков об опубликованном агентстве, сначала новые',
    params: idParams,
    querystring: contractorReviewQuery,
    response: { 200: contractorReviewPage },
  },
  [API.review.contractorAverageScores]: detail(
    'Средние оценки агентства по критериям, общая и доля рекомендующих',
    averageScores,
  ),
  [API.review.contractorReviewReply]: {
    summary: 'Ответ агентства на отзыв о нём (один)',
    params: idParams,
    body: contractorReviewReply,
    response: { 200: contractorReview },
  },
  [API.review.clientReviewCreate]: create(
    'Отзыв исполнителя о заказчике закрытого проекта',
    clientReviewCreate,
    clientReview,
  ),
  [API.review.clientReviewsByProject]: detail(
    'Отзывы о заказчике по проекту: заказчику и исполнителю',
    clientReviewList,
  ),
  [API.review.publicReviewCreate]: create(
    'Отзыв компании заказчика на странице агентства (один от компании)',
    publicReviewCreate,
    publicReview,
  ),
  [API.review.publicReviewsByContractor]: {
    summary: 'Отзывы компаний на странице опубликованного агентства, сначала новые',
    params: idParams,
    querystring: pageQuery,
    response: { 200: publicReviewPage },
  },
  [API.review.communicationCreate]: create(
    'Оценка участником тендера того, как заказчик его провёл',
    communicationCreate,
    communication,
  ),
  [API.review.communication]: detail(
    'Репутация заказчика: оценки участников его тендеров (id — компания)',
    clientRecord,
  ),

  [services.services]: list('Услуги', servicesQuery, servicePage),
  [services.service]: detail('Услуга', service),
  [services.serviceContractorCreate]: create(
    'Добавить услугу своему агентству: диапазон цен и короткий текст',
    serviceContractorCreate,
    serviceContractor,
  ),
  [services.serviceContractorUpdate]: update(
    'Изменить услугу своего агентства',
    serviceContractorPatch,
    serviceContractor,
  ),
  [services.serviceContractorRemove]: remove('Убрать услугу своего агентства'),
  [services.contractorServices]: {
    summary:
      'Услуги агентства с диапазонами цен и кейсами: опубликованного — всем, своего — всегда',
    params: idParams,
    response: { 200: serviceContractor.array() },
  },
  [services.serviceCaseCreate]: create(
    'Привязать кейс к услуге своего агентства',
    serviceCaseCreate,
    serviceCase,
  ),
  [services.serviceCaseRemove]: remove('Отвязать кейс от услуги'),

  [API.tender.refusalReasons]: list('Причины отказа', namedListQuery, refusalReasonPage),
  [API.tender.invitations]: list(
    'Приглашения проекта своей компании и их статусы',
    invitationListQuery,
    invitationPage,
  ),
  [API.tender.invitationsCreate]: create(
    'Пригласить агентства в проект: одно приглашение на агентство',
    invitationsCreate,
    invitationsCreated,
  ),
  [API.tender.invitationUpdate]: update(
    'Ответить на приглашение: просмотрено, принято или отклонено с причиной',
    invitationAnswer,
    invitation,
  ),
  [API.tender.projectsByInvitation]: list(
    'Входящие проекты агентства по приглашениям',
    inboxQuery,
    inboxPage,
  ),
  [API.tender.projectByInvitation]: detail(
    'Проект, в который пригласили агентство: бриф, почему подобрали, тендер',
    inboxProject,
  ),
  [API.tender.tenderCreate]: create(
    'Начать тендер по проекту: срок приёма предложений и условия',
    tenderCreate,
    tender,
  ),
  [API.tender.tenderOfProject]: detail('Тендер проекта и как проект закрыт', tenderOfProject),
  [API.tender.thirdPartyWinner]: {
    summary: 'Закрыть проект: победитель вне платформы',
    body: thirdPartyWinner,
    response: { 200: tenderOfProject },
  },
  [API.tender.cancelProject]: {
    summary: 'Отменить проект с причиной',
    body: cancelProject,
    response: { 200: tenderOfProject },
  },
  [API.tender.candidates]: detail(
    'Кандидаты тендера и их предложения рядом с брифом',
    candidateList,
  ),
  [API.tender.ownCandidate]: detail('Своё участие агентства в тендере проекта', candidate),
  [API.tender.candidateUpdate]: update(
    'Решение заказчика о кандидате или предложение агентства',
    candidatePatch,
    candidate,
  ),
} as const satisfies Partial<Record<ApiEndpoint, RouteSchema>>;

/** An endpoint the server answers: one that has its schemas. */
export type ServedEndpoint = keyof typeof API_SCHEMAS;
