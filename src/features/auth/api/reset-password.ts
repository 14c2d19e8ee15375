import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/api/v1/users/reset_password/ `{email}` → 204, whether the address exists or not. */
export const resetPassword = (email: string) =>
  apiRequest('/auth/api/v1/users/reset_password/', { method: 'POST', body: { email } }).then(
    () => undefined,
  );

export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, meta: { silentError: true } });
