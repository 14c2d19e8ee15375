import type { RouteObject } from 'react-router-dom';
import { DefaultLayout } from '../components/layouts/DefaultLayout';
import { PageLoader } from '../components/page-loader/PageLoader';
import { legalSlugs, paths, type LegalSlug } from '../config/paths';
import { clientOnly } from '../lib/guards';
import { guard, logoutLoader } from './loaders';
import { RootErrorBoundary } from './root-error';
import { knowledgebaseScreen, legalScreen, page, prefetching, routeModule } from './route-helpers';
import { projectPrefetch } from './project-prefetch';
import { authRoutes, cardRoutes, panelRoutes, withNotificationWindow } from './route-groups';

// Every route of the app. The default layout is on the first screen, so it is not lazy; everything else is.
const { dashboard } = paths;
const clientProfile = routeModule(() => import('./routes/dashboard-profile'));
const profilePassword = routeModule(() => import('./routes/profile-password'));
const executor = routeModule(() => import('./routes/executor'));
const catalogue = routeModule(() => import('./routes/list'));
const dashboardHome = routeModule(() => import('./routes/dashboard-home'));
const notifications = routeModule(() => import('./routes/notifications'));
const projectDescription = routeModule(() => import('./routes/dashboard-project-description'));
const projectWinner = routeModule(() => import('./routes/dashboard-project-winner'));
const dashboardProject = routeModule(() => import('./routes/dashboard-project'));
const quickMatch = routeModule(() => import('./routes/test-page'));
const quickMatchLists = routeModule(() => import('../features/quick-match/api/prefetch'));

/** The dashboard starts the company's projects beside its code (a logged-in client only). */
const withProjects = prefetching(projectPrefetch, clientOnly, (module) =>
  module.prefetchProjects(),
);

/** A project's tabs start their data beside their code (a logged-in client only): the tender tabs all of it. */
const withProject = prefetching(projectPrefetch, clientOnly, (module, { params }) =>
  module.prefetchProject(Number(params.id)),
);
const withTender = prefetching(projectPrefetch, clientOnly, (module, { params }) =>
  module.prefetchProjectTender(Number(params.id)),
);
const withWinner = prefetching(projectPrefetch, clientOnly, (module, { params }) =>
  module.prefetchWinner(Number(params.id)),
);

const dashboardRoutes: RouteObject = {
  path: dashboard.root.path,
  loader: guard(clientOnly),
  children: [
    { index: true, ...withProjects(page(dashboardHome, 'Component')) },
    {
      path: dashboard.profile.path,
      children: [
        { index: true, ...page(clientProfile, 'Overview') },
        { path: dashboard.profileCompany.path, ...page(clientProfile, 'Company') },
        { path: dashboard.profilePassword.path, ...page(profilePassword, 'Dashboard') },
      ],
    },
    {
      path: dashboard.project.path,
      children: [
        { index: true, ...withProject(page(dashboardProject, 'Overview')) },
        {
          path: dashboard.projectWinner.path,
          ...withWinner(page(projectWinner, 'Winner')),
        },
        {
          path: dashboard.projectPerformers.path,
          ...withTender(page(dashboardProject, 'Performers')),
        },
        {
          path: dashboard.projectDescription.path,
          ...withProject(page(projectDescription, 'Description')),
        },
      ],
    },
  ],
};

export const NOT_FOUND_ROUTE_ID = 'not-found';

/** Ids of the routes the server renders as public pages (src/app/public-pages.ts is keyed by them). */
export const PAGE_ID = {
  landing: 'landing',
  knowledgebase: 'knowledgebase',
  knowledgebaseArticle: 'knowledgebase-article',
  executor: 'executor',
  catalogue: 'list',
} as const;
export const legalPageId = (slug: LegalSlug) => `legal-${slug}`;

export const routes: RouteObject[] = [
  {
    id: 'root',
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        Component: DefaultLayout,
        children: [
          { index: true, id: PAGE_ID.landing, lazy: () => import('./routes/landing') },
          { path: paths.list.path, id: PAGE_ID.catalogue, ...page(catalogue, 'List') },
          // «Подбор за минуту» is a public page of the site: its header and footer around it.
          {
            path: paths.testPage.path,
            ...page(quickMatch, 'Component', { prefetch: quickMatchLists.file }),
            loader: () => quickMatchLists.load().then((module) => module.prefetchQuickMatchLists()),
          },
          { path: paths.executor.path, id: PAGE_ID.executor, ...page(executor, 'Executor') },
          {
            path: paths.knowledgebase.list.path,
            id: PAGE_ID.knowledgebase,
            ...knowledgebaseScreen('PublicList'),
          },
          {
            path: paths.knowledgebase.article.path,
            id: PAGE_ID.knowledgebaseArticle,
            ...knowledgebaseScreen('PublicArticle'),
          },
          ...legalSlugs.map((slug) => ({
            path: paths.legal.getHref(slug),
            id: legalPageId(slug),
            ...legalScreen(slug),
          })),
          {
            path: paths.notifications.path,
            loader: guard(clientOnly),
            // the page in a child: its loader starts the list, the guard's stays here
            children: [
              {
                index: true,
                ...withNotificationWindow(clientOnly)(page(notifications, 'Component')),
              },
            ],
          },
          dashboardRoutes,
        ],
      },
      panelRoutes,
      authRoutes,
      { path: paths.auth.logout.path, loader: logoutLoader },
      cardRoutes,
      {
        lazy: () =>
          import('../components/layouts/CleanLayout').then((m) => ({ Component: m.CleanLayout })),
        children: [{ id: NOT_FOUND_ROUTE_ID, path: '*', lazy: () => import('./routes/not-found') }],
      },
    ],
  },
];
