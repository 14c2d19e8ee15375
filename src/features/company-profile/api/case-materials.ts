import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { uploadFile, type UploadProgress } from '../../../lib/upload';

// A case's images and documents (`materials`): each upload names its case in the field `case`.

export const uploadCaseMaterial = (
  caseId: number,
  file: File,
  onProgress: (progress: UploadProgress) => void,
) => uploadFile(API.materials.materialCreate, file, { fields: { case: caseId }, onProgress });

export const deleteCaseMaterial = (id: number) =>
  callApi(API.materials.materialDelete, { params: { id } });

/** Removes one file of a case; a refusal comes as a toast. */
export const useDeleteCaseMaterial = () => useMutation({ mutationFn: deleteCaseMaterial });
