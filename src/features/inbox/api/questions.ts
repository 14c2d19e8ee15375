import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { submitAction } from '../../../lib/outbox/app-outbox';
import { outboxScope } from '../../../lib/outbox/scopes';

/** GET /tender/api/v1/projects/{id}/questions/ → the answered questions and the agency's own, no asker. */
export const getQuestions = (project: number, signal?: AbortSignal) =>
  callApi(API.tender.questions, { params: { id: project }, signal });

export const questionsQueryOptions = (project: number) =>
  queryOptions({
    queryKey: ['tender', 'inbox-questions', project],
    // The client answers at any moment: read again on every visit.
    staleTime: 0,
    queryFn: ({ signal }) => getQuestions(project, signal),
    meta: { errorMessage: 'Не удалось загрузить вопросы' },
  });

export const useQuestions = (project: number) => useQuery(questionsQueryOptions(project));

/** POST /tender/api/v1/projects/{id}/questions/: the agency's question about the brief. */
export function useAskQuestion(project: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Through the outbox: offline it waits (`{queued: true}`) and goes when the network is back.
    mutationFn: (text: string) =>
      submitAction({
        endpoint: API.tender.questionCreate,
        params: { id: project },
        body: { text },
        label: 'Вопрос по ТЗ',
        scope: outboxScope.questions(project),
        project,
        draft: text,
      }),
    networkMode: 'always',
    // The form shows the server's errors itself.
    meta: { silentError: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: questionsQueryOptions(project).queryKey }),
  });
}
