import { AntdProvider } from '../../components/antd-provider/AntdProvider';
import { StaffPage } from '../../features/staff/components/StaffPage';

export function Component() {
  return (
    <AntdProvider>
      <StaffPage />
    </AntdProvider>
  );
}
