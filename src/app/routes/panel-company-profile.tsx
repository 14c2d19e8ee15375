import { CaseSection } from '../../features/company-profile/components/CaseSection';
import { ClientsSection } from '../../features/company-profile/components/ClientsSection';
import { CompletenessCard } from '../../features/company-profile/components/CompletenessCard';
import { IndustriesSection } from '../../features/company-profile/components/IndustriesSection';
import { LanguagesSection } from '../../features/company-profile/components/LanguagesSection';
import { LocationsSection } from '../../features/company-profile/components/LocationsSection';
import { LogoSection } from '../../features/company-profile/components/LogoSection';
import { ServicesSection } from '../../features/company-profile/components/ServicesSection';
import { AgencySection } from '../../features/profile/components/AgencySection';
import { ProfilePage } from '../../features/profile/components/ProfilePage';

// /panel/company-profile: the agency's whole profile, each part a card that is plain HTML until its
// «Изменить» or «Добавить …» loads a form (antd with its provider).

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
