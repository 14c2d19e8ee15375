import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { useRefreshProfile } from './get-personal-profile';

/** PATCH /contractor/api/v1/contractors/{id}/ `{is_published}`: only the leader; the server checks the minimum. */
export const setPublished = (contractorId: number, published: boolean) =>
  callApi(API.contractor.contractorUpdate, {
    params: { id: contractorId },
    body: { is_published: published },
  });

/** Shows or hides the agency in the catalogue; the card says why a refusal came (no toast). */
export function useSetPublished(contractorId: number) {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (published: boolean) => setPublished(contractorId, published),
    onSuccess: () => refresh(),
    meta: { silentError: true },
  });
}
