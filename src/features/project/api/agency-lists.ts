import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { ensureRequirementsRow, useRequirementsChange } from './requirements';

type AgencyChoice = { requirement: number | null; contractor: number };

/** POST /recruitment/api/v1/requirements-whitelist/: the agency goes to the favourites. */
export const addFavourite = async (project: number, { requirement, contractor }: AgencyChoice) =>
  callApi(API.recruitment.requirementWhitelistCreate, {
    body: { requirement: await ensureRequirementsRow(project, requirement), contractor },
  });

/** DELETE /recruitment/api/v1/requirements-whitelist/{id}/ (the whitelist row's id). */
export const removeFavourite = (id: number) =>
  callApi(API.recruitment.requirementWhitelistRemove, { params: { id } });

/** POST /recruitment/api/v1/requirements-exclusion/: the agency leaves the ranking. */
export const excludeAgency = async (project: number, { requirement, contractor }: AgencyChoice) =>
  callApi(API.recruitment.requirementExclusionCreate, {
    body: { requirement: await ensureRequirementsRow(project, requirement), contractor },
  });

/** DELETE /recruitment/api/v1/requirements-exclusion/{id}/: the agency comes back. */
export const restoreAgency = (id: number) =>
  callApi(API.recruitment.requirementExclusionRemove, { params: { id } });

export const useAddFavourite = (project: number) =>
  useRequirementsChange(
    project,
    (choice: AgencyChoice) => addFavourite(project, choice),
    'Не удалось добавить в избранное',
  );
export const useRemoveFavourite = (project: number) =>
  useRequirementsChange(project, removeFavourite, 'Не удалось убрать из избранного');
export const useExcludeAgency = (project: number) =>
  useRequirementsChange(
    project,
    (choice: AgencyChoice) => excludeAgency(project, choice),
    'Не удалось исключить агентство',
  );
export const useRestoreAgency = (project: number) =>
  useRequirementsChange(project, restoreAgency, 'Не удалось вернуть агентство');
