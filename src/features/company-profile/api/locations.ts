import { API } from '../../../../contract/api-paths';
import type {
  LocationContractorCreate,
  LocationContractorPatch,
} from '../../../../contract/profile';
import { callApi } from '../../../lib/api-client';
import { useProfileChange } from './change-profile';

/** POST /location/api/v1/location-contractors/: a whole country, or one of its cities. */
export const addLocation = (body: LocationContractorCreate) =>
  callApi(API.location.locationContractorCreate, { body });

export const updateLocation = ({ id, ...body }: LocationContractorPatch & { id: number }) =>
  callApi(API.location.locationContractorUpdate, { params: { id }, body });

export const removeLocation = (id: number) =>
  callApi(API.location.locationContractorRemove, { params: { id } }).then(() => undefined);

export const useAddLocation = () => useProfileChange(addLocation);
export const useUpdateLocation = () => useProfileChange(updateLocation);
export const useRemoveLocation = () =>
  useProfileChange(removeLocation, 'Не удалось убрать место работы');
