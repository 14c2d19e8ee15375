import { performersLazyTab } from './performers-lazy-tab';

// /performers/{id}/about-project: the project (title, description, dates, budget) and its requirements, edited
// part by part, in plain HTML (no antd) within the first visit's JavaScript budget, like the ranking beside it;
// the tab's code follows the heading.

export const AboutProject = performersLazyTab('О проекте', 'Загрузка проекта', () =>
  import('../../features/project/components/AboutProjectTab').then(
    (module) => module.AboutProjectTab,
  ),
);
