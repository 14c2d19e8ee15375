import { AntdProvider } from '../../components/antd-provider/AntdProvider';
import { paths } from '../../config/paths';
import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../../contract/auth';
import { meQueryOptions, useMe } from '../../features/auth/api/get-me';
import { PersonNamesForm } from '../../features/profile/components/PersonNamesForm';
import { ClientCompanyForm } from '../../features/profile/components/ClientCompanyForm';
import { ClientProfileOverview } from '../../features/profile/components/ClientProfileOverview';
import { PasswordChangeForm } from '../../features/profile/components/PasswordChangeForm';
import { ProfilePage } from '../../features/profile/components/ProfilePage';

// The client's profile (/dashboard/profile, /company, /password). The dashboard's layout has no
// antd, so each page brings its provider.

const backToProfile = { to: paths.dashboard.profile.getHref(), label: 'Профиль' };

export function Overview() {
  const me = useMe();
  const queryClient = useQueryClient();
  const keepMe = (saved: Me) => queryClient.setQueryData(meQueryOptions().queryKey, saved);
  return (
    <AntdProvider>
      <ProfilePage
        title="Профиль"
        lead="Ваш вход, ваше имя и компания, от имени которой вы создаёте проекты."
      >
        <ClientProfileOverview email={me.data?.email} />
        {me.data && <PersonNamesForm me={me.data} onSaved={keepMe} />}
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
