import { LoginPage } from '../../features/auth/components/LoginPage';

// Plain HTML forms (no antd): the login, registration and reset are first visits, often on a phone.
export function Component() {
  return <LoginPage />;
}
