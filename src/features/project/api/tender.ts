import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { CandidatePatch, TenderCreate } from '../../../../contract/tender';
import { callApi } from '../../../lib/api-client';
import { submitAction } from '../../../lib/outbox/app-outbox';
import { outboxScope } from '../../../lib/outbox/scopes';
import { tenderKey, useTenderRefresh } from './invitations';

/** GET /tender/api/v1/tenders/by-project/{id}/ → the project's tender and its closing, each null until then. */
export const getTenderOfProject = (project: number, signal?: AbortSignal) =>
  callApi(API.tender.tenderOfProject, { params: { id: project }, signal });

export const tenderOfProjectQueryOptions = (project: number) =>
  queryOptions({
    queryKey: [...tenderKey(project), 'state'],
    staleTime: 0,
    queryFn: ({ signal }) => getTenderOfProject(project, signal),
    meta: { errorMessage: 'Не удалось загрузить тендер' },
  });

export const useTenderOfProject = (project: number) =>
  useQuery(tenderOfProjectQueryOptions(project));

/** GET /tender/api/v1/tender-candidates/{id}/contractors/ → the candidates and their proposals. */
export const getCandidates = (project: number, signal?: AbortSignal) =>
  callApi(API.tender.candidates, { params: { id: project }, signal });

export const candidatesQueryOptions = (project: number) =>
  queryOptions({
    queryKey: [...tenderKey(project), 'candidates'],
    staleTime: 0,
    queryFn: ({ signal }) => getCandidates(project, signal),
    meta: { errorMessage: 'Не удалось загрузить предложения' },
  });

export const useCandidates = (project: number, enabled = true) =>
  useQuery({ ...candidatesQueryOptions(project), enabled });

/** A tender action: its form or dialog shows the server's errors, then the tender's queries are read again. */
function useTenderAction<Input, Result>(project: number, send: (input: Input) => Promise<Result>) {
  const refresh = useTenderRefresh(project);
  return useMutation({ mutationFn: send, meta: { silentError: true }, onSuccess: refresh });
}

/** POST /tender/api/v1/tenders/: the deadline for proposals and the terms. */
export const useStartTender = (project: number) =>
  useTenderAction(project, (body: TenderCreate) => callApi(API.tender.tenderCreate, { body }));

/** PATCH /tender/api/v1/tender-candidates/{id}/: choose the winner (online only: it closes the project). */
export const useUpdateCandidate = (project: number) =>
  useTenderAction(project, ({ id, ...body }: CandidatePatch & { id: number }) =>
    callApi(API.tender.candidateUpdate, { params: { id }, body }),
  );

/**
 * Shortlist, or reject with a reason, through the outbox: offline it waits (`{queued: true}`) and goes when the
 * network is back. `label` names the decision and the agency, as the waiting note and a refusal say it.
 */
export function useQueuedCandidateDecision(project: number) {
  const refresh = useTenderRefresh(project);
  return useMutation({
    mutationFn: ({ id, label, ...body }: CandidatePatch & { id: number; label: string }) =>
      submitAction({
        endpoint: API.tender.candidateUpdate,
        params: { id },
        body,
        label,
        scope: outboxScope.decision(id),
        project,
      }),
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: refresh,
  });
}

/** POST tenders/make-third-party-contractor-winner/: closes the project naming a winner elsewhere. */
export const useThirdPartyWinner = (project: number) =>
  useTenderAction(project, (body: { name: string; reason?: string }) =>
    callApi(API.tender.thirdPartyWinner, { body: { project, ...body } }),
  );

/** POST tenders/cancel-project/: closes the project without a winner, with the reason. */
export const useCancelProject = (project: number) =>
  useTenderAction(project, (body: { reason: string }) =>
    callApi(API.tender.cancelProject, { body: { project, ...body } }),
  );
