import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '../../../../contract/auth';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

/** POST /auth/api/v1/users/ → 201 `{id, email, type_account}`: an inactive user and an activation mail. */
export const registerUser = (body: RegisterRequest) => callApi(API.auth.register, { body });

export const useRegisterUser = () =>
  useMutation({ mutationFn: registerUser, meta: { silentError: true } });
