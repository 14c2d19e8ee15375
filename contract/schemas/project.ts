import { API } from '../api-paths';
import { matchingPreview, matchingPreviewRequest } from '../matching-preview';
import { project, projectCreate, projectListQuery, projectPage, projectPatch } from '../project';
import { projectRequirements } from '../requirements';
import { similarAgenciesPage, similarAgenciesQuery } from '../similar-agencies';
import { agencyFit, agencyFitQuery } from '../agency-fit';
import { idParams } from '../drf';
import { create, detail, list, remove, update, type RouteSchemas } from './route-schema';

const { project: projects } = API;

/** /project/: the client's projects, their requirements, the matching preview and similar agencies. */
export const PROJECT_SCHEMAS = {
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
  [projects.projectComplete]: {
    summary:
      'Принять работу победителя: проект «В работе» становится «Работа принята», открываются отзывы',
    params: idParams,
    response: { 200: project },
  },
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
  [projects.agencyFit]: {
    summary:
      'Как одно агентство подходит проекту: баллы подбора и почему, или какие требования оно не проходит',
    params: idParams,
    querystring: agencyFitQuery,
    response: { 200: agencyFit },
  },
} as const satisfies RouteSchemas;
