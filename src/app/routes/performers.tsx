import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { AntdProvider } from '../../components/antd-provider/AntdProvider';
import { ExcludedList } from '../../features/project/components/ExcludedList';
import { FavouritesList } from '../../features/project/components/FavouritesList';
import { ProjectShell } from '../../features/project/components/ProjectShell';
import { performersTabs } from '../../features/project/components/project-tabs';
import { RankingList } from '../../features/project/components/RankingList';
import { RequirementsEditor } from '../../features/project/components/RequirementsEditor';
import { SendingInvitations } from '../../features/project/components/SendingInvitations';

// /performers/{id} and its tabs: the ranking, favourites, the requirements, the invitations' selection.

function PerformersPage({ title, tab }: { title: string; tab: (project: number) => ReactNode }) {
  const id = Number(useParams().id);
  return (
    <ProjectShell
      project={id}
      tabs={performersTabs(id)}
      tabsLabel="Подбор исполнителей"
      title={title}
    >
      {() => <AntdProvider>{tab(id)}</AntdProvider>}
    </ProjectShell>
  );
}

export const Ranking = () => (
  <PerformersPage title="Подбор исполнителей" tab={(id) => <RankingList project={id} />} />
);
export const Favorites = () => (
  <PerformersPage
    title="Избранные подрядчики"
    tab={(id) => (
      <>
        <FavouritesList project={id} />
        <ExcludedList project={id} />
      </>
    )}
  />
);
export const AboutProject = () => (
  <PerformersPage title="Требования проекта" tab={(id) => <RequirementsEditor project={id} />} />
);
export const SendingInvitationsPage = () => (
  <PerformersPage title="Отправка приглашений" tab={(id) => <SendingInvitations project={id} />} />
);
