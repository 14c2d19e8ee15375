import { API } from '../../../../contract/api-paths';
import type { ClientHistoryCreate, ClientHistoryPatch } from '../../../../contract/profile';
import { callApi } from '../../../lib/api-client';
import { useProfileChange } from './change-profile';

/** POST /contractor/api/v1/contractor-client-histories/: a brand or a client's name, years, a text. */
export const addClientHistory = (body: ClientHistoryCreate) =>
  callApi(API.contractor.clientHistoryCreate, { body });

export const updateClientHistory = ({ id, ...body }: ClientHistoryPatch & { id: number }) =>
  callApi(API.contractor.clientHistoryUpdate, { params: { id }, body });

export const removeClientHistory = (id: number) =>
  callApi(API.contractor.clientHistoryRemove, { params: { id } }).then(() => undefined);

export const useAddClientHistory = () => useProfileChange(addClientHistory);
export const useUpdateClientHistory = () => useProfileChange(updateClientHistory);
export const useRemoveClientHistory = () =>
  useProfileChange(removeClientHistory, 'Не удалось удалить клиента');
