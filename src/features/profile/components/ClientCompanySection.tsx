import { COMPANY_SIZES } from '../../../../contract/company-rules';
import type { Company } from '../../../../contract/company';
import { useCity } from '../../../lib/reference/get-city';
import { useIndustries } from '../../../lib/reference/get-industries';
import { useCompanyAccount } from '../../../lib/accounts/company-account';
import type { ClientCompanyFormProps } from './ClientCompanyForm';
import { EditableSection } from './EditableSection';
import { FactsSkeleton, type Fact } from './ProfilePage';
import { MultilineText, ReferenceName, WebsiteLink } from './facts';

const loadForm = () => import('./ClientCompanyForm').then((module) => module.ClientCompanyForm);

/** The client company's data as the form has it, with the city's and the industry's names. */
function useCompanyFacts(company: Company | null): Fact[] {
  const city = useCity(company?.city, true);
  const industries = useIndustries();
  if (!company) return [];
  const industry = industries.data?.find((item) => item.id === company.industry);
  return [
    { label: 'Название компании', value: company.name },
    { label: 'ИНН', value: company.inn },
    { label: 'Сайт', value: company.website && <WebsiteLink href={company.website} /> },
    {
      label: 'Город',
      value: company.city && <ReferenceName name={city.data?.name} pending={city.isPending} />,
    },
    {
      label: 'Отрасль',
      value: company.industry && (
        <ReferenceName name={industry?.name} pending={industries.isPending} />
      ),
    },
    { label: 'Размер компании', value: company.size && COMPANY_SIZES[company.size] },
    {
      label: 'О компании',
      value: company.description && <MultilineText text={company.description} />,
    },
  ];
}

/** /dashboard/profile/company: the client's company, read-only until «Изменить». */
export function ClientCompanySection() {
  const account = useCompanyAccount();
  const company = account.data?.company ?? null;
  const facts = useCompanyFacts(company);
  if (account.isPending)
    return (
      <section className="surface-card">
        <h2>Основные данные</h2>
        <FactsSkeleton rows={7} />
      </section>
    );
  if (account.isError) return null; // the error toast said it
  return (
    <EditableSection<ClientCompanyFormProps>
      title="Основные данные"
      facts={facts}
      loadForm={loadForm}
      formProps={{ accountId: account.data.id, company }}
      formHeight={{ narrow: 700, wide: 528 }}
      // Nothing to show yet: the client came here to fill it in, so the form opens at once.
      startInForm={!company}
    />
  );
}
