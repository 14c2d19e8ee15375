import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

export type UidToken = { uid: string; token: string };

/** POST /auth/api/v1/users/activation/ `{uid, token}` → 204; a bad or used token → 400/403. */
export const activateUser = (body: UidToken) =>
  callApi(API.auth.activate, { body }).then(() => undefined);

// Activation tokens are one-use: a page rendered twice (StrictMode, a remount) must not send it twice.
const attempts = new Map<string, Promise<void>>();

/** Activates once per link in this page's life; later calls get the first call's outcome. */
export function activateOnce(link: UidToken): Promise<void> {
  const key = `${link.uid}:${link.token}`;
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = activateUser(link);
    attempts.set(key, attempt);
  }
  return attempt;
}
