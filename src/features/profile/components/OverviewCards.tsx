import { COMPANY_SIZES } from '../../../../contract/company-rules';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import { useContractorAccount } from '../../../lib/accounts/contractor-account';
import { useCompanyAccount } from '../../../lib/accounts/company-account';
import { WebsiteLink } from './facts';
import { FactsSkeleton, ProfileCard } from './ProfilePage';

// The read-only cards of the profile overviews (/dashboard/profile, /panel/profile): plain HTML.

/** The user's login: its address, and the way to change the password. */
export function LoginCard({
  email,
  passwordHref,
}: {
  email: string | undefined;
  passwordHref: string;
}) {
  return (
    <ProfileCard
      title="Вход"
      facts={[
        { label: 'Электронная почта', value: email },
        { label: 'Пароль', value: '••••••••' },
      ]}
      actions={<ButtonLink to={passwordHref}>Сменить пароль</ButtonLink>}
    />
  );
}

function LoadingCard({ title, rows }: { title: string; rows: number }) {
  return (
    <section className="surface-card">
      <h2>{title}</h2>
      <FactsSkeleton rows={rows} />
    </section>
  );
}

/** The client's company in brief, with the way to its page (where a client without one adds it). */
export function ClientCompanyCard() {
  const account = useCompanyAccount();
  if (account.isPending) return <LoadingCard title="Компания" rows={4} />;
  const company = account.data?.company;
  return (
    <ProfileCard
      title="Компания"
      facts={
        company
          ? [
              { label: 'Название', value: company.name },
              { label: 'ИНН', value: company.inn },
              { label: 'Сайт', value: company.website && <WebsiteLink href={company.website} /> },
              { label: 'Размер', value: company.size && COMPANY_SIZES[company.size] },
            ]
          : [{ label: 'Компания', value: 'Ещё не добавлена' }]
      }
      actions={
        <ButtonLink to={paths.dashboard.profileCompany.getHref()} variant="primary">
          {company ? 'Данные компании' : 'Добавить компанию'}
        </ButtonLink>
      }
    />
  );
}

/** The user's agency and its role there, with the way to the agency's profile. */
export function AgencyCard() {
  const account = useContractorAccount();
  if (account.isPending) return <LoadingCard title="Агентство" rows={2} />;
  if (!account.data?.contractor) return null;
  return (
    <ProfileCard
      title="Агентство"
      facts={[
        { label: 'Агентство', value: account.data.contractor.name },
        { label: 'Ваша роль', value: account.data.role?.title },
      ]}
      actions={<ButtonLink to={paths.panel.companyProfile.getHref()}>Профиль компании</ButtonLink>}
    />
  );
}
