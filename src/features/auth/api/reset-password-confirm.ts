import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import type { UidToken } from './activate-user';

export type ResetConfirm = UidToken & { new_password: string };

/** POST /auth/api/v1/users/reset_password_confirm/ → 204; also activates an invited employee. */
export const resetPasswordConfirm = (body: ResetConfirm) =>
  callApi(API.auth.resetPasswordConfirm, { body }).then(() => undefined);

export const useResetPasswordConfirm = () =>
  useMutation({ mutationFn: resetPasswordConfirm, meta: { silentError: true } });
