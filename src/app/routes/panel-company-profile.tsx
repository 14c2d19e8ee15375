import { lazy, Suspense } from 'react';
import { ProfilePage, SectionsPlaceholder } from '../../features/profile/components/ProfilePage';

// /panel/company-profile: the agency's whole profile. The heading and lead paint with this small module;
// the cards' code (panel-company-profile-sections.tsx) follows beside the profile's data, which the route's
// loader has already asked for, so a phone's slow first visit shows the page's largest text rounds earlier.
const Sections = lazy(() =>
  import('./panel-company-profile-sections').then((module) => ({
    default: module.CompanyProfileSections,
  })),
);

export function CompanyProfile() {
  return (
    <ProfilePage
      title="Профиль компании"
      lead="Данные агентства: их видят заказчики в каталоге и в подборке исполнителей."
    >
      <Suspense fallback={<SectionsPlaceholder label="Загрузка профиля компании" />}>
        <Sections />
      </Suspense>
    </ProfilePage>
  );
}
