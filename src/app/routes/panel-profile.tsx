import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../../contract/auth';
import { paths } from '../../config/paths';
import { meQueryOptions, useMe } from '../../features/auth/api/get-me';
import { CaseSection } from '../../features/company-profile/components/CaseSection';
import { CompletenessCard } from '../../features/company-profile/components/CompletenessCard';
import { LogoSection } from '../../features/company-profile/components/LogoSection';
import { ClientsSection } from '../../features/company-profile/components/ClientsSection';
import { IndustriesSection } from '../../features/company-profile/components/IndustriesSection';
import { LanguagesSection } from '../../features/company-profile/components/LanguagesSection';
import { LocationsSection } from '../../features/company-profile/components/LocationsSection';
import { ServicesSection } from '../../features/company-profile/components/ServicesSection';
import { AgencySection } from '../../features/profile/components/AgencySection';
import { AgencyCard, LoginCard } from '../../features/profile/components/OverviewCards';
import { PersonSection } from '../../features/profile/components/PersonSection';
import { ProfilePage } from '../../features/profile/components/ProfilePage';

// The panel's profile pages (/panel/profile, /panel/company-profile): plain HTML until «Изменить» loads a
// form, which brings antd and its own provider. The password page is profile-password.tsx.

export function Overview() {
  const me = useMe();
  const queryClient = useQueryClient();
  const keepMe = (saved: Me) => queryClient.setQueryData(meQueryOptions().queryKey, saved);
  return (
    <ProfilePage title="Мой профиль" lead="Ваш вход в панель агентства, ваше имя и должность.">
      <LoginCard email={me.data?.email} passwordHref={paths.panel.profilePassword.getHref()} />
      <PersonSection me={me.data} pending={me.isPending} onSaved={keepMe} />
      <AgencyCard />
    </ProfilePage>
  );
}

export function CompanyProfile() {
  return (
    <ProfilePage
      title="Профиль компании"
      lead="Данные агентства: их видят заказчики в каталоге и в подборке исполнителей."
    >
      <CompletenessCard />
      <AgencySection />
      <LogoSection />
      <ServicesSection />
      <IndustriesSection />
      <LocationsSection />
      <LanguagesSection />
      <ClientsSection />
      <CaseSection />
    </ProfilePage>
  );
}
