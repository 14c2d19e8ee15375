import { Skeleton } from 'antd';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import { useContractorAccount } from '../../../lib/accounts/contractor-account';
import { ProfileCard } from './ProfilePage';

/** /panel/profile: the user's login, its agency and its role there. */
export function PanelProfileOverview({ email }: { email: string | undefined }) {
  const account = useContractorAccount();
  return (
    <>
      <ProfileCard
        title="Вход"
        facts={[
          { label: 'Электронная почта', value: email },
          { label: 'Пароль', value: '••••••••' },
        ]}
        actions={<ButtonLink to={paths.panel.profilePassword.getHref()}>Сменить пароль</ButtonLink>}
      />
      {account.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        account.data?.contractor && (
          <ProfileCard
            title="Агентство"
            facts={[
              { label: 'Агентство', value: account.data.contractor.name },
              { label: 'Ваша роль', value: account.data.role?.title },
            ]}
            actions={
              <ButtonLink to={paths.panel.companyProfile.getHref()}>Профиль компании</ButtonLink>
            }
          />
        )
      )}
    </>
  );
}
