import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi, ApiError } from '../../../lib/api-client';
import { errorFallbacks } from '../../../lib/toast';
import { notifyUnauthorized } from '../../../lib/unauthorized';

/** GET /auth/api/v1/users/me/ → `{id, email, type_account, accountTypes}`. */
export const getMe = (signal?: AbortSignal) => callApi(API.auth.me, { signal });

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'me'],
    queryFn: async ({ signal }) => {
      try {
        return await getMe(signal);
      } catch (error) {
        // Spec §8: a user that cannot be loaded is logged out (an answer from the server, not a lost network).
        if (error instanceof ApiError && error.status !== 401) notifyUnauthorized();
        throw error;
      }
    },
    meta: { errorMessage: errorFallbacks.userLoad, persist: false },
  });

export const useMe = () => useQuery(meQueryOptions());
