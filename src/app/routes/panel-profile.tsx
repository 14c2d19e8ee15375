import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../../contract/auth';
import { paths } from '../../config/paths';
import { meQueryOptions, useMe } from '../../features/auth/api/get-me';
import { NotificationSettings } from '../../features/notifications/components/NotificationSettings';
import { AgencyCard, LoginCard } from '../../features/profile/components/OverviewCards';
import { PersonSection } from '../../features/profile/components/PersonSection';
import { ProfilePage } from '../../features/profile/components/ProfilePage';

// The panel's own profile (/panel/profile): plain HTML until «Изменить» loads a form, which brings antd and
// its own provider. The password page is profile-password.tsx; the agency's profile is
// panel-company-profile.tsx (its editor's code is not this page's).

export function Overview() {
  const me = useMe();
  const queryClient = useQueryClient();
  const keepMe = (saved: Me) => queryClient.setQueryData(meQueryOptions().queryKey, saved);
  return (
    <ProfilePage title="Мой профиль" lead="Ваш вход в панель агентства, ваше имя и должность.">
      <LoginCard email={me.data?.email} passwordHref={paths.panel.profilePassword.getHref()} />
      <PersonSection me={me.data} pending={me.isPending} onSaved={keepMe} />
      <AgencyCard />
      <NotificationSettings audience="agency" />
    </ProfilePage>
  );
}
