import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../../contract/auth';
import { paths } from '../../config/paths';
import { meQueryOptions, useMe } from '../../features/auth/api/get-me';
import { ColleaguesSection } from '../../features/colleagues/components/ColleaguesSection';
import { NotificationSettings } from '../../features/notifications/components/NotificationSettings';
import { ClientCompanySection } from '../../features/profile/components/ClientCompanySection';
import { ClientCompanyCard, LoginCard } from '../../features/profile/components/OverviewCards';
import { PersonSection } from '../../features/profile/components/PersonSection';
import { ProfilePage } from '../../features/profile/components/ProfilePage';
import { useCompanyAccount } from '../../lib/accounts/company-account';

// The client's profile (/dashboard/profile, /company): plain HTML until «Изменить» loads a form (with antd
// and its provider). The password page is a module of its own (profile-password.tsx): it is all antd form.

export function Overview() {
  const me = useMe();
  const queryClient = useQueryClient();
  const account = useCompanyAccount();
  const keepMe = (saved: Me) => queryClient.setQueryData(meQueryOptions().queryKey, saved);
  return (
    <ProfilePage
      title="Профиль"
      lead="Ваш вход, ваше имя и компания, от имени которой вы создаёте проекты."
    >
      <LoginCard email={me.data?.email} passwordHref={paths.dashboard.profilePassword.getHref()} />
      <PersonSection me={me.data} pending={me.isPending} onSaved={keepMe} />
      <ClientCompanyCard />
      {account.data?.company && <ColleaguesSection selfUserId={me.data?.id ?? null} />}
      <NotificationSettings audience="client" />
    </ProfilePage>
  );
}

export function Company() {
  return (
    <ProfilePage
      title="Данные компании"
      lead="Агентства видят их в ваших проектах и приглашениях."
      back={{ to: paths.dashboard.profile.getHref(), label: 'Профиль' }}
    >
      <ClientCompanySection />
    </ProfilePage>
  );
}
