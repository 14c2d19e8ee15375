import { CaseSection } from '../../features/company-profile/components/CaseSection';
import { ClientsSection } from '../../features/company-profile/components/ClientsSection';
import { CompletenessCard } from '../../features/company-profile/components/CompletenessCard';
import { IndustriesSection } from '../../features/company-profile/components/IndustriesSection';
import { LanguagesSection } from '../../features/company-profile/components/LanguagesSection';
import { LocationsSection } from '../../features/company-profile/components/LocationsSection';
import { LogoSection } from '../../features/company-profile/components/LogoSection';
import { ServicesSection } from '../../features/company-profile/components/ServicesSection';
import { AgencySection } from '../../features/profile/components/AgencySection';

// The company profile's cards (panel-company-profile.tsx loads them under its heading): each plain HTML
// until its «Изменить» or «Добавить …» loads a form (antd with its provider).

export function CompanyProfileSections() {
  return (
    <>
      <CompletenessCard />
      <AgencySection />
      <LogoSection />
      <ServicesSection />
      <IndustriesSection />
      <LocationsSection />
      <LanguagesSection />
      <ClientsSection />
      <CaseSection />
    </>
  );
}
