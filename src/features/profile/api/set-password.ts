import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

export type SetPassword = { current_password: string; new_password: string };

/** POST /auth/api/v1/users/set_password/ → 204; a wrong current password → 400 `{current_password}`. */
export const setPassword = (body: SetPassword) =>
  callApi(API.auth.setPassword, { body }).then(() => undefined);

export const useSetPassword = () =>
  useMutation({ mutationFn: setPassword, meta: { silentError: true } });
