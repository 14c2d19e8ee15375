import { PerformersPage } from '../../features/project/components/PerformersPage';
import { RankingList } from '../../features/project/components/RankingList';

// /performers/{id}: the ranking, a client's first view of a project, in plain HTML (no antd) within the
// first visit's JavaScript budget. The other tabs, forms on antd, are their own module (performers-tabs.tsx).

export const Ranking = () => (
  <PerformersPage title="Подбор исполнителей" tab={(id) => <RankingList project={id} />} />
);
