import { PerformersPage } from '../../features/project/components/PerformersPage';
import { RankingList } from '../../features/project/components/RankingList';
import { InviteHost } from '../invite-host';

// /performers/{id}: the ranking, a client's first view of a project, in plain HTML (no antd) within the
// first visit's JavaScript budget. The requirements' tab is plain too, in its own module (performers-about.tsx);
// favourites and invitations, on antd, are theirs (performers-tabs.tsx).

export const Ranking = () => (
  <PerformersPage
    title="Подбор исполнителей"
    tab={(id) => (
      <InviteHost>
        <RankingList project={id} />
      </InviteHost>
    )}
  />
);
