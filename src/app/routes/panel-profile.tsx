import { paths } from '../../config/paths';
import { useMe } from '../../features/auth/api/get-me';
import { AgencyForm } from '../../features/profile/components/AgencyForm';
import { PanelProfileOverview } from '../../features/profile/components/PanelProfileOverview';
import { PasswordChangeForm } from '../../features/profile/components/PasswordChangeForm';
import { ProfilePage } from '../../features/profile/components/ProfilePage';

// The panel's profile pages (its layout already provides antd).

export function Overview() {
  const me = useMe();
  return (
    <ProfilePage title="Мой профиль" lead="Ваш вход в панель агентства.">
      <PanelProfileOverview email={me.data?.email} />
    </ProfilePage>
  );
}

export function Password() {
  return (
    <ProfilePage
      title="Смена пароля"
      back={{ to: paths.panel.profile.getHref(), label: 'Мой профиль' }}
    >
      <PasswordChangeForm />
    </ProfilePage>
  );
}

export function CompanyProfile() {
  return (
    <ProfilePage
      title="Профиль компании"
      lead="Основные данные агентства: их видят заказчики в каталоге и в подборке исполнителей."
    >
      <AgencyForm />
    </ProfilePage>
  );
}
