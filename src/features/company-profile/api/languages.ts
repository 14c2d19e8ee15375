import { API } from '../../../../contract/api-paths';
import type { ContractorLanguageCreate } from '../../../../contract/profile';
import { callApi } from '../../../lib/api-client';
import { useProfileChange } from './change-profile';

/** POST /contractor/api/v1/contractor-languages/: a language the agency works in. */
export const addLanguage = (body: ContractorLanguageCreate) =>
  callApi(API.contractor.languageCreate, { body });

export const removeLanguage = (id: number) =>
  callApi(API.contractor.languageRemove, { params: { id } }).then(() => undefined);

export const useAddLanguage = () => useProfileChange(addLanguage);
export const useRemoveLanguage = () => useProfileChange(removeLanguage, 'Не удалось убрать язык');
