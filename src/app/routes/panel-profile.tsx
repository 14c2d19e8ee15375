import { AntdProvider } from '../../components/antd-provider/AntdProvider';
import { paths } from '../../config/paths';
import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../../contract/auth';
import { meQueryOptions, useMe } from '../../features/auth/api/get-me';
import { PersonNamesForm } from '../../features/profile/components/PersonNamesForm';
import { AgencyForm } from '../../features/profile/components/AgencyForm';
import { PanelProfileOverview } from '../../features/profile/components/PanelProfileOverview';
import { PasswordChangeForm } from '../../features/profile/components/PasswordChangeForm';
import { ProfilePage } from '../../features/profile/components/ProfilePage';

// The panel's profile pages. The panel's layout has no antd, so each page brings its provider.

/** Puts a saved users/me/ answer where `useMe` reads it. */
function useKeepMe() {
  const queryClient = useQueryClient();
  return (saved: Me) => queryClient.setQueryData(meQueryOptions().queryKey, saved);
}

export function Overview() {
  const me = useMe();
  const keepMe = useKeepMe();
  return (
    <AntdProvider>
      <ProfilePage title="Мой профиль" lead="Ваш вход в панель агентства, ваше имя и должность.">
        <PanelProfileOverview email={me.data?.email} />
        {me.data && <PersonNamesForm me={me.data} onSaved={keepMe} />}
      </ProfilePage>
    </AntdProvider>
  );
}

export function Password() {
  return (
    <AntdProvider>
      <ProfilePage
        title="Смена пароля"
        back={{ to: paths.panel.profile.getHref(), label: 'Мой профиль' }}
      >
        <PasswordChangeForm />
      </ProfilePage>
    </AntdProvider>
  );
}

export function CompanyProfile() {
  return (
    <AntdProvider>
      <ProfilePage
        title="Профиль компании"
        lead="Основные данные агентства: их видят заказчики в каталоге и в подборке исполнителей."
      >
        <AgencyForm />
      </ProfilePage>
    </AntdProvider>
  );
}
