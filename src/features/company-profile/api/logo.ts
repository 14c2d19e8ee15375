import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { uploadFile, type UploadProgress } from '../../../lib/upload';
import { useRefreshProfile } from './get-personal-profile';

/** PATCH /contractor/api/v1/contractors/{id}/ `{logo}`: one of the agency's own images, or null. */
export const setLogo = (contractorId: number, avatarId: number | null) =>
  callApi(API.contractor.contractorUpdate, {
    params: { id: contractorId },
    body: { logo: avatarId },
  });

/**
 * A new logo: the image goes to the agency's images (`avatars`, with progress), then becomes its logo.
 * Errors are shown by the section (upload's reasons in Russian), not as a toast.
 */
export function useUploadLogo(contractorId: number) {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: async ({
      file,
      onProgress,
    }: {
      file: File;
      onProgress: (progress: UploadProgress) => void;
    }) => {
      const avatar = await uploadFile(API.materials.avatarCreate, file, { onProgress });
      return setLogo(contractorId, avatar.id);
    },
    onSuccess: () => refresh(),
    meta: { silentError: true },
  });
}

/** The agency shows no logo (the image stays among its images). */
export function useRemoveLogo(contractorId: number) {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: () => setLogo(contractorId, null),
    onSuccess: () => refresh(),
    meta: { silentError: true },
  });
}
