import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { Page } from '../../../../contract/drf';
import type { InboxItem } from '../../../../contract/tender';
import { INBOX_STATES, type InboxState } from '../../../../contract/tender-rules';
import { callApi } from '../../../lib/api-client';
import { withServedAt } from '../../../lib/pwa/served-at';

export const INBOX_PAGE_SIZE = 20;

/** GET /tender/api/v1/projects-by-invitation/?state&page → a page of the agency's inbox. */
export const getInbox = (state: InboxState | null, page: number, signal?: AbortSignal) =>
  withServedAt(
    (onHeaders) =>
      callApi(API.tender.projectsByInvitation, {
        query: { state, page: page > 1 ? page : undefined, page_size: INBOX_PAGE_SIZE },
        signal,
        onHeaders,
      }) as Promise<Page<InboxItem>>,
  );

const isInboxState = (value: string | null): value is InboxState =>
  value !== null && Object.hasOwn(INBOX_STATES, value);

/** The inbox's filter and page from the URL's `?state=&page=`: an unknown state is the whole inbox. */
export function inboxFilterOf(search: URLSearchParams): { state: InboxState | null; page: number } {
  const state = search.get('state');
  return {
    state: isInboxState(state) ? state : null,
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
  };
}

export const inboxQueryKey = ['tender', 'inbox'] as const;

export const inboxQueryOptions = (state: InboxState | null, page = 1) =>
  queryOptions({
    queryKey: [...inboxQueryKey, state ?? 'all', page],
    queryFn: ({ signal }) => getInbox(state, page, signal),
    meta: { errorMessage: 'Не удалось загрузить проекты' },
  });

export const useInbox = (state: InboxState | null, page: number) =>
  useQuery({ ...inboxQueryOptions(state, page), placeholderData: keepPreviousData });
