import { performersLazyTab } from './performers-lazy-tab';

// /performers/{id}/about-project: the project's requirements, edited part by part, in plain HTML (no antd)
// within the first visit's JavaScript budget, like the ranking beside it; the editor's code follows the heading.

export const AboutProject = performersLazyTab('Требования проекта', 'Загрузка требований', () =>
  import('../../features/project/components/RequirementsEditor').then(
    (module) => module.RequirementsEditor,
  ),
);
