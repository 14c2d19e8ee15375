import { queryClient } from '../../../lib/react-query';
import { inboxFilterOf, inboxQueryOptions } from './inbox';
import { inboxProjectQueryOptions } from './inbox-project';

// The screens' requests started beside their code, where the screens would start them once rendered. A
// failure is left to the screen's own query, which says why.

export const prefetchInbox = (url: URL) => {
  const { state, page } = inboxFilterOf(url.searchParams);
  return queryClient.prefetchQuery(inboxQueryOptions(state, page));
};

export const prefetchInboxProject = (id: number) =>
  Number.isSafeInteger(id) && id > 0
    ? queryClient.prefetchQuery(inboxProjectQueryOptions(id))
    : Promise.resolve();
