import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { AgencyCaseCreate, AgencyCasePatch } from '../../../../contract/cases';
import { callApi } from '../../../lib/api-client';
import { useRefreshProfile } from './get-personal-profile';

// An agency's cases: the services a case proves travel with it (`services`, ids of the agency's own
// services), linked by the server in the same transaction.

export const createCase = (body: AgencyCaseCreate) => callApi(API.case.caseCreate, { body });
export const updateCase = (id: number, body: AgencyCasePatch) =>
  callApi(API.case.caseUpdate, { params: { id }, body });
export const removeCase = (id: number) => callApi(API.case.caseRemove, { params: { id } });

/** Adds a case; the form shows the server's field errors. */
export function useCreateCase() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: createCase,
    onSuccess: () => refresh(),
    meta: { silentError: true },
  });
}

export function useUpdateCase(id: number) {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (body: AgencyCasePatch) => updateCase(id, body),
    onSuccess: () => refresh(),
    meta: { silentError: true },
  });
}

/** Removes a case with its files; a refusal comes as a toast. */
export function useRemoveCase() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: removeCase,
    onSuccess: () => refresh(),
  });
}
