import { Skeleton } from 'antd';
import { COMPANY_SIZES } from '../../../../contract/company-rules';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import { useCompanyAccount } from '../api/get-company-account';
import { ProfileCard } from './ProfilePage';

/** /dashboard/profile: the client's login and its company, with the ways to change them. */
export function ClientProfileOverview({ email }: { email: string | undefined }) {
  const account = useCompanyAccount();
  const company = account.data?.company;
  return (
    <>
      <ProfileCard
        title="Вход"
        facts={[
          { label: 'Электронная почта', value: email },
          { label: 'Пароль', value: '••••••••' },
        ]}
        actions={
          <ButtonLink to={paths.dashboard.profilePassword.getHref()}>Сменить пароль</ButtonLink>
        }
      />
      {account.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <ProfileCard
          title="Компания"
          facts={
            company
              ? [
                  { label: 'Название', value: company.name },
                  { label: 'ИНН', value: company.inn },
                  { label: 'Сайт', value: company.website },
                  { label: 'Размер', value: company.size && COMPANY_SIZES[company.size] },
                ]
              : [{ label: 'Компания', value: 'Ещё не добавлена' }]
          }
          actions={
            <ButtonLink to={paths.dashboard.profileCompany.getHref()} variant="primary">
              {company ? 'Изменить данные компании' : 'Добавить компанию'}
            </ButtonLink>
          }
        />
      )}
    </>
  );
}
