import { AntdProvider } from '../../components/antd-provider/AntdProvider';
import { paths } from '../../config/paths';
import { useMe } from '../../features/auth/api/get-me';
import { ClientCompanyForm } from '../../features/profile/components/ClientCompanyForm';
import { ClientProfileOverview } from '../../features/profile/components/ClientProfileOverview';
import { PasswordChangeForm } from '../../features/profile/components/PasswordChangeForm';
import { ProfilePage } from '../../features/profile/components/ProfilePage';

// The client's profile (/dashboard/profile, /company, /password). The dashboard's layout has no
// antd, so each page brings its provider.

const backToProfile = { to: paths.dashboard.profile.getHref(), label: 'Профиль' };

export function Overview() {
  const me = useMe();
  return (
    <AntdProvider>
      <ProfilePage
        title="Профиль"
        lead="Ваш вход и компания, от имени которой вы создаёте проекты."
      >
        <ClientProfileOverview email={me.data?.email} />
      </ProfilePage>
    </AntdProvider>
  );
}

export function Company() {
  return (
    <AntdProvider>
      <ProfilePage
        title="Данные компании"
        lead="Агентства видят их в ваших проектах и приглашениях."
        back={backToProfile}
      >
        <ClientCompanyForm />
      </ProfilePage>
    </AntdProvider>
  );
}

export function Password() {
  return (
    <AntdProvider>
      <ProfilePage title="Смена пароля" back={backToProfile}>
        <PasswordChangeForm />
      </ProfilePage>
    </AntdProvider>
  );
}
