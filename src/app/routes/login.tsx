import { AntdProvider } from '../../components/antd-provider/AntdProvider';
import { LoginPage } from '../../features/auth/components/LoginPage';

export function Component() {
  return (
    <AntdProvider>
      <LoginPage />
    </AntdProvider>
  );
}
