import { API } from '../../../../contract/api-paths';
import type { IndustryContractorCreate } from '../../../../contract/profile';
import { callApi } from '../../../lib/api-client';
import { useProfileChange } from './change-profile';

/** POST /industry/api/v1/industry-contractor/: an industry the agency knows. */
export const addIndustry = (body: IndustryContractorCreate) =>
  callApi(API.industry.industryContractorCreate, { body });

export const removeIndustry = (id: number) =>
  callApi(API.industry.industryContractorRemove, { params: { id } }).then(() => undefined);

export const useAddIndustry = () => useProfileChange(addIndustry);
export const useRemoveIndustry = () =>
  useProfileChange(removeIndustry, 'Не удалось убрать отрасль');
