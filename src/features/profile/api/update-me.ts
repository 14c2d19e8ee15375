import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { Me } from '../../../../contract/auth';
import type { PersonNamesPatch } from '../../../../contract/people';
import { callApi } from '../../../lib/api-client';

/** PATCH /auth/api/v1/users/me/ `{first_name, last_name, position}` → the user as users/me/ shows it. */
export const updateMe = (body: PersonNamesPatch) => callApi(API.auth.meUpdate, { body });

/** `onSaved` puts the answer where the page's users/me/ query keeps it (the route module knows where). */
export const useUpdateMe = (onSaved: (saved: Me) => void) =>
  useMutation({ mutationFn: updateMe, onSuccess: onSaved, meta: { silentError: true } });
