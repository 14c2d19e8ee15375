import { ResetPage } from '../../features/auth/components/ResetPage';

export function Component() {
  return <ResetPage />;
}
