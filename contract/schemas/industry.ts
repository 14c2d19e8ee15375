import { API } from '../api-paths';
import { industryContractor, industryContractorCreate } from '../profile';
import { industry, industryPage, namedListQuery } from '../reference';
import { create, detail, list, remove, type RouteSchemas } from './route-schema';

const { industry: industries } = API;

/** /industry/: industries and the agency's own. */
export const INDUSTRY_SCHEMAS = {
  [industries.industries]: list('Отрасли', namedListQuery, industryPage),
  [industries.industry]: detail('Отрасль', industry),
  [industries.industryContractorCreate]: create(
    'Добавить отрасль своему агентству',
    industryContractorCreate,
    industryContractor,
  ),
  [industries.industryContractorRemove]: remove('Убрать отрасль своего агентства'),
} as const satisfies RouteSchemas;
