import { tokenPair } from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api-client';

export type Credentials = { email: string; password: string };

/** POST /auth/api/v1/jwt/create/ → `{access, refresh}`; wrong or inactive → 401 `{"detail"}`. */
export const createToken = (credentials: Credentials) =>
  apiRequest('/auth/api/v1/jwt/create/', { method: 'POST', body: credentials, schema: tokenPair });
