import { LoginPage } from '../../features/auth/components/LoginPage';
import { isFlowComplete } from '../../lib/flow-trail';
import { isClient } from '../../lib/roles';
import type { SessionUser } from '../../lib/session';

/** A client who finished the project flow as a guest: the project is created now, and opens. */
async function projectAfterLogin(user: SessionUser): Promise<string | null> {
  if (!isClient(user) || !isFlowComplete('project')) return null;
  const { finishProjectAfterLogin } =
    await import('../../features/project-flow/finish-after-login');
  return finishProjectAfterLogin();
}

// Plain HTML forms (no antd): the login, registration and reset are first visits, often on a phone.
export function Component() {
  return <LoginPage afterLogin={projectAfterLogin} />;
}
