import { AntdProvider } from '../../components/antd-provider/AntdProvider';
import { ExcludedList } from '../../features/project/components/ExcludedList';
import { FavouritesList } from '../../features/project/components/FavouritesList';
import { PerformersPage } from '../../features/project/components/PerformersPage';
import { SendingInvitations } from '../../features/project/components/SendingInvitations';

// /performers/{id}'s tabs on antd: favourites and the invitations' selection. The requirements' tab is plain
// HTML in its own module (performers-about.tsx), so its first visit loads no antd.

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
