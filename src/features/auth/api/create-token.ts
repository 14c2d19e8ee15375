import { tokenPair } from '../../../../contract/auth';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

export type Credentials = { email: string; password: string };

/** POST /auth/api/v1/jwt/create/ → `{access, refresh}`; wrong or inactive → 401 `{"detail"}`. */
export const createToken = (credentials: Credentials) =>
  callApi(API.auth.tokenCreate, { body: credentials, schema: tokenPair });
