import { ACCOUNTS_SCHEMAS } from './accounts';
import { AUTH_SCHEMAS } from './auth';
import { CASE_SCHEMAS } from './case';
import { COMPANY_SCHEMAS } from './company';
import { CONTRACTOR_SCHEMAS } from './contractor';
import { FAQ_SCHEMAS } from './faq';
import { INDUSTRY_SCHEMAS } from './industry';
import { LOCATION_SCHEMAS } from './location';
import { MATERIALS_SCHEMAS } from './materials';
import { NOTIFICATION_SCHEMAS } from './notification';
import { PLANS_SCHEMAS } from './plans';
import { PROJECT_SCHEMAS } from './project';
import { RECRUITMENT_SCHEMAS } from './recruitment';
import { REVIEW_SCHEMAS } from './review';
import type { RouteSchemas } from './route-schema';
import { SERVICE_SCHEMAS } from './service';
import { TENDER_SCHEMAS } from './tender';

export type { RouteSchema } from './route-schema';

/**
 * The schemas of every path the server answers, under the path's entry in `API`: one file per URL app (one
 * server module), in `API`'s order. A route is registered from its entry here, so a path cannot be served
 * without its schemas, nor documented without being served.
 */
export const API_SCHEMAS = {
  ...ACCOUNTS_SCHEMAS,
  ...AUTH_SCHEMAS,
  ...CASE_SCHEMAS,
  ...COMPANY_SCHEMAS,
  ...CONTRACTOR_SCHEMAS,
  ...FAQ_SCHEMAS,
  ...INDUSTRY_SCHEMAS,
  ...LOCATION_SCHEMAS,
  ...MATERIALS_SCHEMAS,
  ...NOTIFICATION_SCHEMAS,
  ...PLANS_SCHEMAS,
  ...PROJECT_SCHEMAS,
  ...RECRUITMENT_SCHEMAS,
  ...REVIEW_SCHEMAS,
  ...SERVICE_SCHEMAS,
  ...TENDER_SCHEMAS,
} as const satisfies RouteSchemas;

/** An endpoint the server answers: one that has its schemas. */
export type ServedEndpoint = keyof typeof API_SCHEMAS;
