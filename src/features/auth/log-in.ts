import { paths } from '../../config/paths';
import { endSession } from '../../lib/logout';
import { homePath } from '../../lib/roles';
import { setSession, type SessionUser } from '../../lib/session';
import { errorFallbacks, showErrorToast } from '../../lib/toast';
import { createToken, type Credentials } from './api/create-token';
import { getMe } from './api/get-me';

/**
 * The login: tokens → `token` cookie, `users/me/` → `user` cookie. Resolves to the user, or
 * rejects with the jwt/create error (the form shows it). A user that cannot be loaded is logged out again.
 */
export async function logIn(credentials: Credentials): Promise<SessionUser> {
  const token = await createToken(credentials);
  setSession({ token });
  try {
    const { id, type_account, accountTypes } = await getMe();
    const user = { id, type_account, accountTypes };
    setSession({ user });
    return user;
  } catch (error) {
    void endSession();
    showErrorToast(error, errorFallbacks.userLoad);
    throw new UserLoadError();
  }
}

/** Thrown by logIn when the tokens came but the user did not: the toast already told the user. */
export class UserLoadError extends Error {
  constructor() {
    super('user load failed');
    this.name = 'UserLoadError';
  }
}

const authPages: string[] = Object.values(paths.auth).map((page) => page.path);

/** Only a page of this site (`/…`, not `//host`), and not an auth page (that would loop), is returned to. */
const isReturnPath = (to: string | null): to is string =>
  to !== null &&
  /^\/(?![/\\])/.test(to) &&
  !authPages.includes(new URL(to, 'http://app.invalid').pathname);

/** Where a user goes after login: `redirectTo` when it is a page to return to, else its home. */
export function afterLoginPath(user: SessionUser, redirectTo: string | null): string {
  if (isReturnPath(redirectTo)) return redirectTo;
  return homePath(user) ?? paths.home.getHref();
}
