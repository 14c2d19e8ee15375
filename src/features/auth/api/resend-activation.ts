import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/api/v1/users/resend_activation/ `{email}` → 204, whether the address exists or not. */
export const resendActivation = (email: string) =>
  apiRequest('/auth/api/v1/users/resend_activation/', { method: 'POST', body: { email } }).then(
    () => undefined,
  );

export const useResendActivation = () => useMutation({ mutationFn: resendActivation });
