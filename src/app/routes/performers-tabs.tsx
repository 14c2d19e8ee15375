import { AntdProvider } from '../../components/antd-provider/AntdProvider';
import { ExcludedList } from '../../features/project/components/ExcludedList';
import { FavouritesList } from '../../features/project/components/FavouritesList';
import { PerformersPage } from '../../features/project/components/PerformersPage';

// /performers/{id}'s favourites tab, on antd. The requirements' and the invitations' tabs are plain HTML in their
// own modules (performers-about.tsx, performers-invitations.tsx), so their first visit loads no antd.

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
