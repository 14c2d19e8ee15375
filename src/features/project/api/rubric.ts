import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { Evaluation, MarksUpdate, RubricUpdate } from '../../../../contract/tender-rubric-api';
import { tenderProtocolQueryOptions } from '../../../lib/tender-protocol';
import { callApi } from '../../../lib/api-client';
import { tenderKey } from './invitations';

// «Критерии и оценка»: the project's rubric and the reader's evaluation of a round (`/tender/api/v1/projects/
// {id}/criteria/` and `…/evaluation/`). Under the tender's key: a tender action reads them again too.

export const rubricQueryOptions = (project: number) =>
  queryOptions({
    queryKey: [...tenderKey(project), 'rubric'],
    staleTime: 0,
    queryFn: ({ signal }) => callApi(API.tender.rubric, { params: { id: project }, signal }),
    meta: { errorMessage: 'Не удалось загрузить критерии оценки' },
  });

export const useRubric = (project: number) => useQuery(rubricQueryOptions(project));

/** PUT criteria/: the whole rubric; the form shows the server's errors itself. */
export function useSaveRubric(project: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RubricUpdate) =>
      callApi(API.tender.rubricUpdate, { params: { id: project }, body }),
    meta: { silentError: true },
    onSuccess: (rubric) => queryClient.setQueryData(rubricQueryOptions(project).queryKey, rubric),
  });
}

export const evaluationQueryOptions = (project: number, round: 1 | 2 = 1) =>
  queryOptions({
    queryKey: [...tenderKey(project), 'evaluation', round],
    staleTime: 0,
    queryFn: ({ signal }) =>
      callApi(API.tender.evaluation, {
        params: { id: project },
        query: { round: String(round) },
        signal,
      }),
    meta: { errorMessage: 'Не удалось загрузить оценки' },
  });

export const useEvaluation = (project: number, round: 1 | 2 = 1, enabled = true) =>
  useQuery({ ...evaluationQueryOptions(project, round), enabled });

/** Saves the reader's draft marks, or submits them («Отправить оценки»); the answer is the round anew. */
export function useEvaluationWrite(project: number, round: 1 | 2 = 1) {
  const queryClient = useQueryClient();
  const put = (evaluation: Evaluation) =>
    queryClient.setQueryData(evaluationQueryOptions(project, round).queryKey, evaluation);
  const save = useMutation({
    mutationFn: (marks: MarksUpdate['marks']) =>
      callApi(API.tender.evaluationUpdate, { params: { id: project }, body: { round, marks } }),
    meta: { silentError: true },
    onSuccess: put,
  });
  const submit = useMutation({
    mutationFn: () =>
      callApi(API.tender.evaluationSubmit, { params: { id: project }, body: { round } }),
    meta: { silentError: true },
    onSuccess: (evaluation) => {
      put(evaluation);
      // The submission is a step of the protocol.
      void queryClient.invalidateQueries({
        queryKey: tenderProtocolQueryOptions(project).queryKey,
      });
    },
  });
  return { save, submit };
}
