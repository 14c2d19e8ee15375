import { API } from '../api-paths';
import { serviceRangePage, serviceRangesQuery } from '../reference';
import {
  requirementAgenciesCreate,
  requirementAgency,
  requirementAgencyCreate,
  requirementIndustry,
  requirementIndustryCreate,
  requirementLanguage,
  requirementLanguageCreate,
  requirementService,
  requirementServiceCreate,
  requirementServiceListQuery,
  requirementServicePage,
  requirementServicePatch,
  requirementsCreate,
  requirementsPatch,
  requirementsRow,
  requirementsStaffSet,
} from '../requirements';
import { create, list, remove, update, type RouteSchemas } from './route-schema';

const { recruitment } = API;

/** /recruitment/: a project's requirements and the agencies excluded from, added to or favoured in its matching. */
export const RECRUITMENT_SCHEMAS = {
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
} as const satisfies RouteSchemas;
