import { AntdProvider } from '../../components/antd-provider/AntdProvider';
import { ExcludedList } from '../../features/project/components/ExcludedList';
import { FavouritesList } from '../../features/project/components/FavouritesList';
import { PerformersPage } from '../../features/project/components/PerformersPage';
import { RequirementsEditor } from '../../features/project/components/RequirementsEditor';
import { SendingInvitations } from '../../features/project/components/SendingInvitations';

// /performers/{id}'s other tabs: favourites, the requirements, the invitations' selection (antd).

export const Favorites = () => (
  <PerformersPage
    title="Избранные подрядчики"
    tab={(id) => (
      <AntdProvider>
        <FavouritesList project={id} />
        <ExcludedList project={id} />
      </AntdProvider>
    )}
  />
);
export const AboutProject = () => (
  <PerformersPage
    title="Требования проекта"
    tab={(id) => (
      <AntdProvider>
        <RequirementsEditor project={id} />
      </AntdProvider>
    )}
  />
);
export const SendingInvitationsPage = () => (
  <PerformersPage
    title="Отправка приглашений"
    tab={(id) => (
      <AntdProvider>
        <SendingInvitations project={id} />
      </AntdProvider>
    )}
  />
);
