import { paths } from '../../config/paths';
import { PasswordChangeForm } from '../../features/profile/components/PasswordChangeForm';
import { ProfilePage } from '../../features/profile/components/ProfilePage';

// The password pages of the dashboard and the panel: an antd form (it brings its provider), so a module of
// their own, apart from the plain profile pages.

export function Dashboard() {
  return (
    <ProfilePage
      title="Смена пароля"
      back={{ to: paths.dashboard.profile.getHref(), label: 'Профиль' }}
    >
      <PasswordChangeForm />
    </ProfilePage>
  );
}

export function Panel() {
  return (
    <ProfilePage
      title="Смена пароля"
      back={{ to: paths.panel.profile.getHref(), label: 'Мой профиль' }}
    >
      <PasswordChangeForm />
    </ProfilePage>
  );
}
