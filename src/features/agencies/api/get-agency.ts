import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

/** GET /contractor/api/v1/contractors/{id}/ → an agency's public profile. */
export const getAgency = (id: number, signal?: AbortSignal) =>
  callApi(API.contractor.contractor, { params: { id }, signal });

export const agencyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['contractors', 'profile', id],
    queryFn: ({ signal }) => getAgency(id, signal),
    // The page shows its own states: a 404 is the not-found page, not a toast.
    meta: { silentError: true },
    // A missing agency stays missing when its page mounts again: the server rendered it so, hydration shows
    // the same (its own people ask again through `ownAgencyQueryOptions`).
    retryOnMount: false,
  });

/**
 * The same profile asked for again by one of the agency's own people: an unpublished agency is a 404 for
 * everyone else (and in the server-rendered page), but its people see it. Keyed by the user, so another
 * user's answer is never shown.
 */
export const ownAgencyQueryOptions = (id: number, userId: number) =>
  queryOptions({
    queryKey: ['contractors', 'profile', id, 'own', userId],
    queryFn: ({ signal }) => getAgency(id, signal),
    meta: { silentError: true },
  });

export const useAgency = (id: number) => useQuery(agencyQueryOptions(id));
