import { StaffPage } from '../../features/staff/components/StaffPage';

export function Component() {
  return <StaffPage />;
}
