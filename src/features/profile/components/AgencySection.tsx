import { rightDeniedMessage } from '../../../../contract/agency-rights';
import type { Contractor } from '../../../../contract/contractor';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { useContractorAccount } from '../../../lib/accounts/contractor-account';
import { useCity } from '../../../lib/reference/get-city';
import type { AgencyFormProps } from './AgencyForm';
import { EditableSection } from './EditableSection';
import { FactsSkeleton, type Fact } from './ProfilePage';
import { MultilineText, ReferenceName, WebsiteLink } from './facts';

const loadForm = () => import('./AgencyForm').then((module) => module.AgencyForm);

function useAgencyFacts(agency: Contractor | null): Fact[] {
  const city = useCity(agency?.city, true);
  if (!agency) return [];
  return [
    { label: 'Название агентства', value: agency.name },
    { label: 'ИНН', value: agency.inn },
    {
      label: 'Город',
      value: agency.city && <ReferenceName name={city.data?.name} pending={city.isPending} />,
    },
    { label: 'Штат, человек', value: agency.staff_count },
    { label: 'Год основания', value: agency.founded_year },
    { label: 'Сайт', value: agency.website && <WebsiteLink href={agency.website} /> },
    {
      label: 'Об агентстве',
      value: agency.description && <MultilineText text={agency.description} />,
    },
    {
      label: 'В каталоге',
      value: agency.is_published ? 'Показывается заказчикам' : 'Скрыто из каталога',
    },
  ];
}

/**
 * /panel/company-profile: the agency's basic data, read-only until «Изменить» for the leader and managers;
 * a specialist sees it read-only with the rule that says who may change it.
 */
export function AgencySection() {
  const account = useContractorAccount();
  const rights = useAgencyRights();
  const agency = account.data?.contractor ?? null;
  const facts = useAgencyFacts(agency);
  if (account.isPending)
    return (
      <section className="surface-card">
        <h2>Основные данные</h2>
        <FactsSkeleton rows={8} />
      </section>
    );
  if (account.isError || account.data.id === null || !agency) return null; // the error toast said it
  const canPublish = rights.can('publishProfile');
  return (
    <EditableSection<AgencyFormProps>
      title="Основные данные"
      facts={facts}
      loadForm={loadForm}
      formProps={{ accountId: account.data.id, agency, canPublish }}
      // A manager's form has the note on who publishes under the switch.
      formHeight={canPublish ? { narrow: 790, wide: 596 } : { narrow: 860, wide: 624 }}
      readOnlyNote={rights.can('editProfile') ? undefined : rightDeniedMessage('editProfile')}
    />
  );
}
