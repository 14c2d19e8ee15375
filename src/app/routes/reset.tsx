import { AntdProvider } from '../../components/antd-provider/AntdProvider';
import { ResetPage } from '../../features/auth/components/ResetPage';

export function Component() {
  return (
    <AntdProvider>
      <ResetPage />
    </AntdProvider>
  );
}
