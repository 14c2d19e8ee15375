import { paths } from '../../../config/paths';
import type { TabLink } from './TabLinks';

/** The tabs of /dashboard/project/{id}. */
export const dashboardProjectTabs = (id: number): TabLink[] => [
  { to: paths.dashboard.project.getHref(id), label: 'Обзор' },
  { to: paths.dashboard.projectDescription.getHref(id), label: 'Описание' },
  { to: paths.dashboard.projectPerformers.getHref(id), label: 'Исполнители' },
  { to: paths.dashboard.projectWinner.getHref(id), label: 'Победитель' },
];

/** The tabs of /performers/{id}. */
export const performersTabs = (id: number): TabLink[] => [
  { to: paths.performers.root.getHref(id), label: 'Подбор' },
  { to: paths.performers.favorites.getHref(id), label: 'Избранное' },
  { to: paths.performers.aboutProject.getHref(id), label: 'О проекте' },
  { to: paths.performers.sendingInvitations.getHref(id), label: 'Приглашения' },
];
