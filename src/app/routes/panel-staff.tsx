import { StaffPage } from '../../features/staff/components/StaffPage';

// Plain HTML on its first screen: the invitation form brings antd (and its provider) when it is opened.
export function Component() {
  return <StaffPage />;
}
