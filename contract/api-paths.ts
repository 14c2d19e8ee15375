// Every API path, once: `METHOD /path/:param/`, grouped by the server module that answers it (one module per
// URL app, `/{app}/api`). The server registers its routes from here, the app builds its request URLs from
// here, the service worker its cache rules. Plain strings and no zod, so the worker and the first screen
// carry no schemas; the schemas of the paths the server answers are in `schemas/`, under the same keys.

export const API = {
  accounts: {
    accountTypeWho: 'GET /accounts/api/v1/accout-type-who/',
    accountTypeWhoNoSlash: 'GET /accounts/api/v1/accout-type-who', // older clients omit the slash
    accountTypes: 'GET /accounts/api/v1/account-types/',
    accountType: 'GET /accounts/api/v1/account-types/:id/',
    roles: 'GET /accounts/api/v1/roles/',
    role: 'GET /accounts/api/v1/roles/:id/',
    companyAccounts: 'GET /accounts/api/v1/company-accounts/',
    companyAccountCreate: 'POST /accounts/api/v1/company-accounts/',
    companyAccountOfUser: 'GET /accounts/api/v1/company-accounts/get_company_by_user/',
    companyAccountUpdate: 'PATCH /accounts/api/v1/company-accounts/:id/',
    contractorAccountCreate: 'POST /accounts/api/v1/contractor-accounts/',
    contractorAccountOfUser: 'GET /accounts/api/v1/contractor-accounts/get_contractor_by_user/',
    contractorAccountUpdate: 'PATCH /accounts/api/v1/contractor-accounts/:id/',
    employees: 'GET /accounts/api/v1/contractor-accounts-lider/',
    employeeAdd: 'POST /accounts/api/v1/contractor-accounts-lider/',
    employeeUpdate: 'PATCH /accounts/api/v1/contractor-accounts-lider/:id/',
    employeeRemove: 'DELETE /accounts/api/v1/contractor-accounts-lider/:id/',
    employeeResendInvitation:
      'POST /accounts/api/v1/contractor-accounts-lider/:id/resend-invitation/',
    employeeWithdrawInvitation: 'DELETE /accounts/api/v1/contractor-accounts-lider/:id/invitation/',
    colleagues: 'GET /accounts/api/v1/company-accounts-colleagues/',
    colleagueInvite: 'POST /accounts/api/v1/company-accounts-colleagues/',
    colleagueRemove: 'DELETE /accounts/api/v1/company-accounts-colleagues/:id/',
    colleagueResendInvitation:
      'POST /accounts/api/v1/company-accounts-colleagues/:id/resend-invitation/',
    colleagueWithdrawInvitation:
      'DELETE /accounts/api/v1/company-accounts-colleagues/:id/invitation/',
  },
  auth: {
    register: 'POST /auth/api/v1/users/',
    activate: 'POST /auth/api/v1/users/activation/',
    resendActivation: 'POST /auth/api/v1/users/resend_activation/',
    resetPassword: 'POST /auth/api/v1/users/reset_password/',
    resetPasswordConfirm: 'POST /auth/api/v1/users/reset_password_confirm/',
    setPassword: 'POST /auth/api/v1/users/set_password/',
    me: 'GET /auth/api/v1/users/me/',
    meUpdate: 'PATCH /auth/api/v1/users/me/',
    tokenCreate: 'POST /auth/api/v1/jwt/create/',
    tokenRefresh: 'POST /auth/api/v1/jwt/refresh/',
    tokenVerify: 'POST /auth/api/v1/jwt/verify/',
    tokenBlacklist: 'POST /auth/api/v1/jwt/blacklist/',
  },
  case: {
    brands: 'GET /case/api/v1/brands/',
    brandsCooperatingNow: 'GET /case/api/v1/brands/cooperate-now/',
    contractorCases: 'GET /case/api/v1/cases/contractors/:id/',
    caseCreate: 'POST /case/api/v1/cases/',
    caseUpdate: 'PATCH /case/api/v1/cases/:id/',
    caseRemove: 'DELETE /case/api/v1/cases/:id/',
  },
  company: {
    companies: 'GET /company/api/v1/companies/',
    companyCreate: 'POST /company/api/v1/companies/',
    companyOfUser: 'GET /company/api/v1/companies/get_company_by_user/',
    myAccount: 'GET /company/api/v1/companies/my-account/',
    company: 'GET /company/api/v1/companies/:id/',
    companyUpdate: 'PATCH /company/api/v1/companies/:id/',
  },
  contractor: {
    contractors: 'GET /contractor/api/v1/contractors/',
    /** Public, the same for all (ETag, long Cache-Control): the names the catalogue's facets give by id. */
    facetNames: 'GET /contractor/api/v1/contractors/facet-names/',
    contractorCreate: 'POST /contractor/api/v1/contractors/',
    myAccount: 'GET /contractor/api/v1/contractors/my-account/',
    contractor: 'GET /contractor/api/v1/contractors/:id/',
    contractorUpdate: 'PATCH /contractor/api/v1/contractors/:id/',
    registerAgency: 'POST /contractor/api/v1/register-agency/',
    personalProfile: 'GET /contractor/api/contractors-lk/:id/',
    projectRanking: 'GET /contractor/api/projects/:id/dynamic-contractor/',
    languageCreate: 'POST /contractor/api/v1/contractor-languages/',
    languageRemove: 'DELETE /contractor/api/v1/contractor-languages/:id/',
    clientHistoryCreate: 'POST /contractor/api/v1/contractor-client-histories/',
    clientHistoryUpdate: 'PATCH /contractor/api/v1/contractor-client-histories/:id/',
    clientHistoryRemove: 'DELETE /contractor/api/v1/contractor-client-histories/:id/',
  },
  faq: {
    faqs: 'GET /faq/api/v1/faqs/',
    faq: 'GET /faq/api/v1/faqs/:id/',
  },
  industry: {
    industries: 'GET /industry/api/v1/industries/',
    industry: 'GET /industry/api/v1/industries/:id/',
    industryContractorCreate: 'POST /industry/api/v1/industry-contractor/',
    industryContractorRemove: 'DELETE /industry/api/v1/industry-contractor/:id/',
  },
  location: {
    countries: 'GET /location/api/v1/countries/',
    country: 'GET /location/api/v1/countries/:id/',
    cities: 'GET /location/api/v1/cities/',
    city: 'GET /location/api/v1/cities/:id/',
    citiesOfCountry: 'GET /location/api/v1/cities/by-country/:id/',
    languages: 'GET /location/api/v1/languages/',
    language: 'GET /location/api/v1/languages/:id/',
    locationContractorCreate: 'POST /location/api/v1/location-contractors/',
    locationContractorUpdate: 'PATCH /location/api/v1/location-contractors/:id/',
    locationContractorRemove: 'DELETE /location/api/v1/location-contractors/:id/',
    locationRequirementCreate: 'POST /location/api/v1/location-requirements/',
    locationRequirementUpdate: 'PATCH /location/api/v1/location-requirements/:id/',
    locationRequirementRemove: 'DELETE /location/api/v1/location-requirements/:id/',
  },
  materials: {
    avatars: 'GET /materials/api/v1/avatars/',
    avatar: 'GET /materials/api/v1/avatars/:id/',
    avatarCreate: 'POST /materials/api/v1/avatars/',
    materialCreate: 'POST /materials/api/v1/materials/',
    materialDelete: 'DELETE /materials/api/v1/materials/:id/',
  },
  notification: {
    notifications: 'GET /notification/api/v1/notifications/',
    notificationUpdate: 'PATCH /notification/api/v1/notifications/:id/',
    notificationsReadAll: 'POST /notification/api/v1/notifications/read-all/',
    preferences: 'GET /notification/api/v1/preferences/',
    preferenceUpdate: 'PATCH /notification/api/v1/preferences/:kind/',
    /** Public: the worker re-subscribes with it, without a login. */
    vapidKey: 'GET /notification/api/v1/push/vapid-key/',
    /** The caller's devices and the key each was registered with: the app's daily check reads them. */
    pushSubscriptions: 'GET /notification/api/v1/push/subscriptions/',
    pushSubscribe: 'POST /notification/api/v1/push/subscriptions/',
    /** The worker's `pushsubscriptionchange`: the old endpoint and auth secret prove the device, no login. */
    pushRenew: 'POST /notification/api/v1/push/subscriptions/renew/',
    pushUnsubscribe: 'POST /notification/api/v1/push/unsubscribe/',
  },
  plans: {
    plans: 'GET /plans/api/v1/plan/',
    paymentDetails: 'GET /plans/api/v1/payment-details/',
    paymentDetailsCreate: 'POST /plans/api/v1/payment-details-create/',
    subscription: 'GET /plans/api/v1/subscription/',
    invoiceCreate: 'POST /plans/api/v1/invoices/',
    invoiceCancel: 'POST /plans/api/v1/invoices/:number/cancel/',
    invoicePdf: 'GET /plans/api/v1/invoices/:number/pdf/',
    /** The operator's confirmation of a payment (`npm run ops`), by the operator token, never a user's. */
    invoiceConfirm: 'POST /plans/api/v1/operator/invoices/:number/confirm/',
    /** The operator drops an unpaid invoice (`npm run ops -- subscription cancel N`). */
    invoiceOperatorCancel: 'POST /plans/api/v1/operator/invoices/:number/cancel/',
  },
  project: {
    projects: 'GET /project/api/v1/projects/',
    projectCreate: 'POST /project/api/v1/projects/',
    project: 'GET /project/api/v1/projects/:id/',
    projectUpdate: 'PATCH /project/api/v1/projects/:id/',
    projectRemove: 'DELETE /project/api/v1/projects/:id/',
    projectRequirements: 'GET /project/api/v1/projects/:id/requirements/',
    /** The client accepts the winner's work: `in_work` → `completed`, and reviews of the work open. */
    projectComplete: 'POST /project/api/v1/projects/:id/complete/',
    matchingPreview: 'POST /project/api/v1/matching-preview/',
    similarAgencies: 'GET /project/api/v1/contractors-may-also-be-suitable/',
    /** How one agency fits the project, as its ranking explains it (the «Пригласить в проект» dialog). */
    agencyFit: 'GET /project/api/v1/projects/:id/agency-fit/',
  },
  recruitment: {
    serviceRanges: 'GET /recruitment/api/v1/service-ranges/',
    requirementsCreate: 'POST /recruitment/api/v1/requirements/',
    requirementsUpdate: 'PATCH /recruitment/api/v1/requirements/:id/',
    requirementServices: 'GET /recruitment/api/v1/requirements-service/',
    requirementServiceCreate: 'POST /recruitment/api/v1/requirements-service/',
    requirementServiceUpdate: 'PATCH /recruitment/api/v1/requirements-service/:id/',
    requirementServiceRemove: 'DELETE /recruitment/api/v1/requirements-service/:id/',
    requirementIndustryCreate: 'POST /recruitment/api/v1/requirements-industry/',
    requirementIndustryRemove: 'DELETE /recruitment/api/v1/requirements-industry/:id/',
    requirementLanguageCreate: 'POST /recruitment/api/v1/requirements-language/',
    requirementLanguageRemove: 'DELETE /recruitment/api/v1/requirements-language/:id/',
    requirementStaffSet: 'POST /recruitment/api/v1/requirements-staff/',
    requirementExclusionCreate: 'POST /recruitment/api/v1/requirements-exclusion/',
    requirementExclusionRemove: 'DELETE /recruitment/api/v1/requirements-exclusion/:id/',
    requirementExclusionsCreateMany:
      'POST /recruitment/api/v1/requirements-exclusion/create-many-exclusions/',
    requirementInclusionCreate: 'POST /recruitment/api/v1/requirements-inclusion/',
    requirementInclusionRemove: 'DELETE /recruitment/api/v1/requirements-inclusion/:id/',
    requirementInclusionsCreateMany:
      'POST /recruitment/api/v1/requirements-inclusion/create-many-inclusions/',
    requirementWhitelistCreate: 'POST /recruitment/api/v1/requirements-whitelist/',
    requirementWhitelistRemove: 'DELETE /recruitment/api/v1/requirements-whitelist/:id/',
  },
  service: {
    services: 'GET /service/api/v1/services/',
    service: 'GET /service/api/v1/services/:id/',
    serviceContractorCreate: 'POST /service/api/v1/service-contractors/',
    serviceContractorUpdate: 'PATCH /service/api/v1/service-contractors/:id/',
    serviceContractorRemove: 'DELETE /service/api/v1/service-contractors/:id/',
    contractorServices: 'GET /service/api/v1/service-contractors/contractor/:id/',
    serviceCaseCreate: 'POST /service/api/v1/service-cases/',
    serviceCaseRemove: 'DELETE /service/api/v1/service-cases/:id/',
  },
  tender: {
    refusalReasons: 'GET /tender/api/v1/refusal-reason/',
    /** The client: one project's invitations and their statuses (`?project=`). */
    invitations: 'GET /tender/api/v1/invitations/',
    invitationsCreate: 'POST /tender/api/v1/invitations/create-invitations/',
    /** The agency: viewed, accepted or declined with a reason. */
    invitationUpdate: 'PATCH /tender/api/v1/invitations/:id/',
    /** The agency's leader or manager accepts a confidential project's terms (before accepting it). */
    invitationAcceptTerms: 'POST /tender/api/v1/invitations/:id/accept-terms/',
    /** The agency's inbox: the projects it was invited to (`?state=`). */
    projectsByInvitation: 'GET /tender/api/v1/projects-by-invitation/',
    /** One project of the inbox as the agency sees it ({id}: the project). */
    projectByInvitation: 'GET /tender/api/v1/projects-by-invitation/:id/',
    tenderCreate: 'POST /tender/api/v1/tenders/',
    /** The project's tender and how the project was closed ({id}: the project). */
    tenderOfProject: 'GET /tender/api/v1/tenders/by-project/:id/',
    thirdPartyWinner: 'POST /tender/api/v1/tenders/make-third-party-contractor-winner/',
    cancelProject: 'POST /tender/api/v1/tenders/cancel-project/',
    /** The client: the tender's candidates and their proposals ({id}: the project). */
    candidates: 'GET /tender/api/v1/tender-candidates/:id/contractors/',
    /** The agency: its own candidate record in the project's tender ({id}: the project). */
    ownCandidate: 'GET /tender/api/v1/tender-candidates/:id/tender-candidate/',
    /** The client: shortlist, reject, choose the winner; the agency: its proposal ({id}: the candidate). */
    candidateUpdate: 'PATCH /tender/api/v1/tender-candidates/:id/',
    /** Questions about the brief: the client all, with who asked; an invitee the answered and its own. */
    questions: 'GET /tender/api/v1/projects/:id/questions/',
    /** An invited agency asks about the brief ({id}: the project). */
    questionCreate: 'POST /tender/api/v1/projects/:id/questions/',
    /** The client answers a question, once; every invitee reads it ({id}: the question). */
    questionAnswer: 'POST /tender/api/v1/questions/:id/answer/',
    /** The tender's protocol: the client all of it, an invited agency its own and the public steps. */
    protocol: 'GET /tender/api/v1/projects/:id/protocol/',
    /** The same as a PDF («Протокол тендера»). */
    protocolPdf: 'GET /tender/api/v1/projects/:id/protocol/pdf/',
    /** The rubric: criteria and weights; the client's people and the invited agencies read it. */
    rubric: 'GET /tender/api/v1/projects/:id/criteria/',
    /** The client replaces the rubric, until the first invitation publishes it. */
    rubricUpdate: 'PUT /tender/api/v1/projects/:id/criteria/',
    /** The client's person: the round's scores, its own marks (everyone's once it submitted; `?round=`). */
    evaluation: 'GET /tender/api/v1/projects/:id/evaluation/',
    /** The client's person saves draft marks. */
    evaluationUpdate: 'PUT /tender/api/v1/projects/:id/evaluation/',
    /** «Отправить оценки»: the person's marks of the round, all given, become final. */
    evaluationSubmit: 'POST /tender/api/v1/projects/:id/evaluation/submit/',
    /** «Финальный раунд»: its dates and finalists, as the reader may see them. */
    finalRound: 'GET /tender/api/v1/projects/:id/final-round/',
    /** The client takes 2–3 finalists into the final round; the others are rejected with the reason. */
    finalRoundStart: 'POST /tender/api/v1/projects/:id/final-round/',
    /** A finalist's revised price, timeline and approach, until the round's deadline. */
    finalProposal: 'PUT /tender/api/v1/projects/:id/final-round/proposal/',
    /** The client's named competitors (its private data: no agency reads them). */
    competitors: 'GET /tender/api/v1/projects/:id/competitors/',
    /** The client replaces its named competitors while the tender is not over. */
    competitorsUpdate: 'PUT /tender/api/v1/projects/:id/competitors/',
    /** The client: which agencies serve a named competitor (`?contractors=`), and the invitees' declarations. */
    conflicts: 'GET /tender/api/v1/projects/:id/conflicts/',
  },
  review: {
    contractorReviewCreate: 'POST /review/api/v1/contractor-reviews/',
    contractorReviewsByProject: 'GET /review/api/v1/contractor-reviews/by-project/:id/',
    /** Public: an agency's reviews from its clients, newest first. */
    contractorReviewsOfContractor: 'GET /review/api/v1/contractor-reviews/contractor/:id/',
    contractorAverageScores: 'GET /review/api/v1/contractor-reviews/contractor/:id/average-scores/',
    /** The agency's one answer to a review of it. */
    contractorReviewReply: 'POST /review/api/v1/contractor-reviews/:id/reply/',
    clientReviewCreate: 'POST /review/api/v1/client-reviews/',
    clientReviewsByProject: 'GET /review/api/v1/client-reviews/by-project/:id/',
    publicReviewCreate: 'POST /review/api/v1/public-reviews/',
    publicReviewsByContractor: 'GET /review/api/v1/public-reviews/by-contractor/:id/',
    communicationCreate: 'POST /review/api/v1/communication-between-contractor-and-client/',
    /** A client company's record as tender candidates rated it ({id}: the company). */
    communication: 'GET /review/api/v1/communication-between-contractor-and-client/:id/',
  },
} as const;

type Leaves<T> = { [K in keyof T]: T[K] extends string ? T[K] : Leaves<T[K]> }[keyof T];
/** One entry of the table, e.g. `'GET /faq/api/v1/faqs/:id/'`. */
export type ApiEndpoint = Leaves<typeof API>;
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type MethodOf<E extends string> = E extends `${infer M extends ApiMethod} ${string}`
  ? M
  : never;
export type PathOf<E extends string> = E extends `${ApiMethod} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The path parameters an endpoint needs, e.g. `{ id: number }`; `undefined` when it has none. */
export type PathParams<E extends string> = [ParamNames<PathOf<E>>] extends [never]
  ? undefined
  : Record<ParamNames<PathOf<E>>, string | number>;

export const methodOf = <E extends ApiEndpoint>(endpoint: E) =>
  endpoint.slice(0, endpoint.indexOf(' ')) as MethodOf<E>;
export const pathOf = <E extends ApiEndpoint>(endpoint: E) =>
  endpoint.slice(endpoint.indexOf(' ') + 1) as PathOf<E>;

/** The URL path of an endpoint with its parameters filled in: `apiPath(API.faq.faq, { id: 3 })`. */
export function apiPath<E extends ApiEndpoint>(
  endpoint: E,
  ...[params]: PathParams<E> extends undefined ? [] : [PathParams<E>]
): string {
  return fillPath(pathOf(endpoint), params);
}

/** `:name` segments of `path` replaced by their values. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A pattern matching the endpoint's URL paths: `:id` is a positive integer, other parameters one segment. */
export function apiPathPattern(endpoint: ApiEndpoint): RegExp {
  const source = pathOf(endpoint)
    .split(/(:\w+)/)
    .map((part) =>
      part.startsWith(':')
        ? part === ':id'
          ? '[1-9]\\d*'
          : '[^/]+'
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** `/{app}/api/…` and the schema and docs under `/api/`: answered by the server, never with a page. */
export const API_PATH = /^\/([^/?]+\/)?api(\/|$|\?)/;
/** The notification socket. */
export const SOCKET_PATH = /^\/ws\//;
/** The notification socket of one user: `/ws/notifications/{userId}/?token=ACCESS`. */
export const NOTIFICATION_SOCKET_PATH = '/ws/notifications/:userId/';

/** Whether a URL (path, optionally with its query) is the API's or the socket's, not a page of the app. */
export const isApiPath = (url: string) => API_PATH.test(url) || SOCKET_PATH.test(url);
