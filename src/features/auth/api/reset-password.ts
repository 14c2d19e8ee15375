import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

/** POST /auth/api/v1/users/reset_password/ `{email}` → 204, whether the address exists or not. */
export const resetPassword = (email: string) =>
  callApi(API.auth.resetPassword, { body: { email } }).then(() => undefined);

export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, meta: { silentError: true } });
