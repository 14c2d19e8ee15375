import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { submitAction } from '../../../lib/outbox/app-outbox';
import { outboxScope } from '../../../lib/outbox/scopes';
import { tenderKey } from './invitations';

/** GET /tender/api/v1/projects/{id}/questions/ → the invitees' questions, each with the asking agency. */
export const getQuestions = (project: number, signal?: AbortSignal) =>
  callApi(API.tender.questions, { params: { id: project }, signal });

export const questionsQueryOptions = (project: number) =>
  queryOptions({
    queryKey: [...tenderKey(project), 'questions'],
    // The agencies ask at any moment: read again on every visit.
    staleTime: 0,
    queryFn: ({ signal }) => getQuestions(project, signal),
    meta: { errorMessage: 'Не удалось загрузить вопросы' },
  });

export const useQuestions = (project: number) => useQuery(questionsQueryOptions(project));

/** POST /tender/api/v1/questions/{id}/answer/: the answer, once, to every invitee. */
export function useAnswerQuestion(project: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Through the outbox: offline it waits (`{queued: true}`) and goes when the network is back.
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      submitAction({
        endpoint: API.tender.questionAnswer,
        params: { id },
        body: { answer },
        label: 'Ответ на вопрос',
        scope: outboxScope.answer(id),
        project,
        draft: answer,
      }),
    networkMode: 'always',
    // The form shows the server's errors itself.
    meta: { silentError: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: questionsQueryOptions(project).queryKey }),
  });
}
