import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { ensureRequirementsRow, useRequirementsChange } from './requirements';

// The parts of a project's requirements the about-project tab edits, each a hook that re-ranks after it.

type Part<T> = { requirement: number | null } & T;

export const useAddService = (project: number) =>
  useRequirementsChange(
    project,
    async ({ requirement, service, range }: Part<{ service: number; range: number }>) =>
      callApi(API.recruitment.requirementServiceCreate, {
        body: {
          requirement: await ensureRequirementsRow(project, requirement),
          service,
          service_range: range,
        },
      }),
    'Не удалось добавить услугу',
  );

export const useChangeServiceRange = (project: number) =>
  useRequirementsChange(
    project,
    ({ id, range }: { id: number; range: number }) =>
      callApi(API.recruitment.requirementServiceUpdate, {
        params: { id },
        body: { service_range: range },
      }),
    'Не удалось изменить цену услуги',
  );

export const useRemoveService = (project: number) =>
  useRequirementsChange(
    project,
    (id: number) => callApi(API.recruitment.requirementServiceRemove, { params: { id } }),
    'Не удалось убрать услугу',
  );

export const useAddIndustry = (project: number) =>
  useRequirementsChange(
    project,
    async ({ requirement, industry }: Part<{ industry: number }>) =>
      callApi(API.recruitment.requirementIndustryCreate, {
        body: { requirement: await ensureRequirementsRow(project, requirement), industry },
      }),
    'Не удалось добавить отрасль',
  );

export const useRemoveIndustry = (project: number) =>
  useRequirementsChange(
    project,
    (id: number) => callApi(API.recruitment.requirementIndustryRemove, { params: { id } }),
    'Не удалось убрать отрасль',
  );

export const useAddLanguage = (project: number) =>
  useRequirementsChange(
    project,
    async ({ requirement, language }: Part<{ language: number }>) =>
      callApi(API.recruitment.requirementLanguageCreate, {
        body: { requirement: await ensureRequirementsRow(project, requirement), language },
      }),
    'Не удалось добавить язык',
  );

export const useRemoveLanguage = (project: number) =>
  useRequirementsChange(
    project,
    (id: number) => callApi(API.recruitment.requirementLanguageRemove, { params: { id } }),
    'Не удалось убрать язык',
  );

export const useAddLocation = (project: number) =>
  useRequirementsChange(
    project,
    async ({ requirement, country, city }: Part<{ country: number; city: number | null }>) =>
      callApi(API.location.locationRequirementCreate, {
        body: { requirement: await ensureRequirementsRow(project, requirement), country, city },
      }),
    'Не удалось добавить место',
  );

export const useRemoveLocation = (project: number) =>
  useRequirementsChange(
    project,
    (id: number) => callApi(API.location.locationRequirementRemove, { params: { id } }),
    'Не удалось убрать место',
  );

export const useSetMinStaff = (project: number) =>
  useRequirementsChange(
    project,
    async ({ requirement, minStaff }: Part<{ minStaff: number | null }>) =>
      callApi(API.recruitment.requirementStaffSet, {
        body: {
          requirement: await ensureRequirementsRow(project, requirement),
          min_staff: minStaff,
        },
      }),
    'Не удалось сохранить размер команды',
  );
