import { API } from '../../../../contract/api-paths';
import type { ServiceContractorCreate, ServiceContractorPatch } from '../../../../contract/profile';
import { callApi } from '../../../lib/api-client';
import { useProfileChange } from './change-profile';

/** POST /service/api/v1/service-contractors/: a service of the catalogue, its price band, a text. */
export const addService = (body: ServiceContractorCreate) =>
  callApi(API.service.serviceContractorCreate, { body });

/** PATCH /service/api/v1/service-contractors/{id}/: another band or text (the service stays). */
export const updateService = ({ id, ...body }: ServiceContractorPatch & { id: number }) =>
  callApi(API.service.serviceContractorUpdate, { params: { id }, body });

export const removeService = (id: number) =>
  callApi(API.service.serviceContractorRemove, { params: { id } }).then(() => undefined);

export const useAddService = () => useProfileChange(addService);
export const useUpdateService = () => useProfileChange(updateService);
export const useRemoveService = () => useProfileChange(removeService, 'Не удалось убрать услугу');
