import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

export type Credentials = { email: string; password: string };

/**
 * POST /auth/api/v1/jwt/create/ → `{access, refresh}` and this browser's device cookie (HttpOnly: the server's
 * proof that the browser logged in before, sent back here so the owner's failures and an attacker's count
 * apart); wrong → 401 `{"detail"}`; the right password of an inactive account → 401 `code: user_inactive`.
 */
export const createToken = (credentials: Credentials) =>
  callApi(API.auth.tokenCreate, { body: credentials, credentials: 'include' });
