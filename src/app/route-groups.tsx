import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import {
  clientOnly,
  executorOrEmployee,
  guestOnly,
  guestOrClient,
  type Guard,
} from '../lib/guards';
import { guard, registerLoader } from './loaders';
import {
  flowPage,
  knowledgebaseScreen,
  legalScreen,
  page,
  prefetching,
  routeModule,
} from './route-helpers';
import { projectPrefetch } from './project-prefetch';

const { panel, createCompany, createProject, performers } = paths;
const panelLegalSlugs = [
  'public-offer',
  'privacy-policy',
  'user-agreement',
  'mailing-agreement',
] as const;

const panelProfile = routeModule(() => import('./routes/panel-profile'));
const companyProfile = routeModule(() => import('./routes/panel-company-profile'));
const profilePassword = routeModule(() => import('./routes/profile-password'));
const companyFlow = routeModule(() => import('./routes/create-company'));
const projectFlow = routeModule(() => import('./routes/create-project'));
const performersPages = routeModule(() => import('./routes/performers'));
const performersAbout = routeModule(() => import('./routes/performers-about'));
const performersInvitations = routeModule(() => import('./routes/performers-invitations'));
const performersTabs = routeModule(() => import('./routes/performers-tabs'));

/** The screens built on the agency's whole profile start it beside their code (a logged-in agency only). */
const withProfile = prefetching(
  routeModule(() => import('../features/company-profile/api/prefetch-profile')),
  executorOrEmployee,
  (module) => module.prefetchPersonalProfile(),
);

/** The inbox and its projects start their data beside their code (a logged-in agency only). */
const withInbox = prefetching(
  routeModule(() => import('../features/inbox/api/prefetch')),
  executorOrEmployee,
  (module, { request, params }) =>
    params.id === undefined
      ? module.prefetchInbox(new URL(request.url))
      : module.prefetchInboxProject(Number(params.id)),
);

/** The tariff screens start their plans, subscription and requisites beside their code (an agency only). */
const withTariffs = prefetching(
  routeModule(() => import('../features/tariffs/api/prefetch')),
  executorOrEmployee,
  (module, { params }) =>
    params.slug === undefined ? module.prefetchTariffs() : module.prefetchTariff(),
);

/** The notifications page starts its list beside its code, for the visitor `rule` lets in. */
export const withNotificationWindow = (rule: Guard) =>
  prefetching(
    routeModule(() => import('../features/notifications/api/prefetch')),
    rule,
    (module) => module.prefetchNotificationWindow(),
  );

/** The ranking starts the project, its page and the requirements beside its code (a logged-in client only). */
const withRanking = prefetching(projectPrefetch, clientOnly, (module, { params, request }) =>
  module.prefetchRanking(Number(params.id), new URL(request.url)),
);

/** The requirements tab starts the project and its requirements beside its code (a logged-in client only). */
const withRequirements = prefetching(projectPrefetch, clientOnly, (module, { params }) =>
  module.prefetchRequirements(Number(params.id)),
);

/** Sending invitations starts its data beside its code (a logged-in client only). */
const withInvitations = prefetching(projectPrefetch, clientOnly, (module, { params }) =>
  module.prefetchSendingInvitations(Number(params.id)),
);

/** /panel: executors and employees. */
export const panelRoutes: RouteObject = {
  path: panel.root.path,
  loader: guard(executorOrEmployee),
  ...page(
    routeModule(() => import('../components/layouts/PanelLayout')),
    'PanelLayout',
  ),
  children: [
    {
      index: true,
      ...withProfile(
        page(
          routeModule(() => import('./routes/panel-home')),
          'Component',
        ),
      ),
    },
    {
      path: panel.staff.path,
      ...page(
        routeModule(() => import('./routes/panel-staff')),
        'Component',
      ),
    },
    {
      path: panel.profile.path,
      children: [
        { index: true, ...page(panelProfile, 'Overview') },
        { path: panel.profilePassword.path, ...page(profilePassword, 'Panel') },
      ],
    },
    {
      path: panel.notifications.path,
      ...withNotificationWindow(executorOrEmployee)(
        page(
          routeModule(() => import('./routes/notifications')),
          'Component',
        ),
      ),
    },
    {
      path: panel.projects.path,
      ...withInbox(
        page(
          routeModule(() => import('./routes/panel-projects')),
          'Component',
        ),
      ),
    },
    {
      path: panel.project.path,
      ...withInbox(
        page(
          routeModule(() => import('./routes/panel-project')),
          'Component',
        ),
      ),
    },
    {
      path: panel.tariffs.path,
      ...withTariffs(
        page(
          routeModule(() => import('./routes/panel-tariffs')),
          'Component',
        ),
      ),
    },
    {
      path: panel.tariff.path,
      ...withTariffs(
        page(
          routeModule(() => import('./routes/panel-tariff')),
          'Component',
        ),
      ),
    },
    {
      path: panel.companyProfile.path,
      ...withProfile(page(companyProfile, 'CompanyProfile')),
    },
    { path: panel.knowledgebase.path, ...knowledgebaseScreen('PanelList') },
    { path: panel.knowledgebaseArticle.path, ...knowledgebaseScreen('PanelArticle') },
    ...panelLegalSlugs.map((slug) => ({ path: panel.legal.getHref(slug), ...legalScreen(slug) })),
  ],
};

/** Login, registration, password reset: the auth layout. */
export const authRoutes: RouteObject = {
  ...page(
    routeModule(() => import('../components/layouts/AuthLayout')),
    'AuthLayout',
  ),
  children: [
    {
      path: paths.auth.login.path,
      loader: guard(guestOnly),
      ...page(
        routeModule(() => import('./routes/login')),
        'Component',
      ),
    },
    {
      path: paths.auth.register.path,
      loader: registerLoader,
      ...page(
        routeModule(() => import('./routes/register')),
        'Component',
      ),
    },
    {
      path: paths.auth.reset.path,
      ...page(
        routeModule(() => import('./routes/reset')),
        'Component',
      ),
    },
  ],
};

/** The multi-step flows: the card layout with the flow header. */
export const cardRoutes: RouteObject = {
  ...page(
    routeModule(() => import('../components/layouts/CardLayout')),
    'CardLayout',
  ),
  children: [
    {
      path: createCompany.root.path,
      loader: guard(guestOnly),
      children: [
        {
          index: true,
          ...flowPage(companyFlow, 'CompanyData', 'company', ''),
        },
        {
          path: createCompany.services.path,
          ...flowPage(companyFlow, 'Services', 'company', 'services'),
        },
        {
          path: createCompany.industries.path,
          ...flowPage(companyFlow, 'Industries', 'company', 'industries'),
        },
        {
          path: createCompany.description.path,
          ...flowPage(companyFlow, 'Description', 'company', 'description'),
        },
      ],
    },
    {
      path: createProject.root.path,
      loader: guard(guestOrClient),
      children: [
        { index: true, ...flowPage(projectFlow, 'Services', 'project', '') },
        {
          path: createProject.industries.path,
          ...flowPage(projectFlow, 'Industries', 'project', 'industries'),
        },
        {
          path: createProject.executor.path,
          ...flowPage(projectFlow, 'Executor', 'project', 'executor'),
        },
        {
          path: createProject.company.path,
          ...flowPage(projectFlow, 'Company', 'project', 'company'),
        },
        {
          path: createProject.requirements.path,
          ...flowPage(projectFlow, 'Requirements', 'project', 'requirements'),
        },
        {
          path: createProject.aboutProject.path,
          ...flowPage(projectFlow, 'AboutProject', 'project', 'about-project'),
        },
      ],
    },
    {
      path: performers.root.path,
      loader: guard(clientOnly),
      children: [
        { index: true, ...withRanking(page(performersPages, 'Ranking')) },
        {
          path: performers.favorites.path,
          ...page(performersTabs, 'Favorites'),
        },
        {
          path: performers.aboutProject.path,
          ...withRequirements(page(performersAbout, 'AboutProject')),
        },
        {
          path: performers.sendingInvitations.path,
          ...withInvitations(page(performersInvitations, 'SendingInvitationsPage')),
        },
      ],
    },
  ],
};
