import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

/** POST /auth/api/v1/users/resend_activation/ `{email}` → 204, whether the address exists or not. */
export const resendActivation = (email: string) =>
  callApi(API.auth.resendActivation, { body: { email } }).then(() => undefined);

export const useResendActivation = () => useMutation({ mutationFn: resendActivation });
