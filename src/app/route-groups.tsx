import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { clientOnly, executorOrEmployee, guestOnly, guestOrClient } from '../lib/guards';
import { guard, registerLoader } from './loaders';
import { flowScreen, knowledgebaseScreen, legalScreen, page, screen } from './route-helpers';

const { panel, createCompany, createProject, performers } = paths;
const panelLegalSlugs = [
  'public-offer',
  'privacy-policy',
  'user-agreement',
  'mailing-agreement',
] as const;

const panelProfile = () => import('./routes/panel-profile');
const profilePassword = () => import('./routes/profile-password');
const companyFlow = () => import('./routes/create-company');

/** /panel: executors and employees. */
export const panelRoutes: RouteObject = {
  path: panel.root.path,
  loader: guard(executorOrEmployee),
  lazy: () =>
    import('../components/layouts/PanelLayout').then((m) => ({ Component: m.PanelLayout })),
  children: [
    { index: true, ...screen('panel') },
    { path: panel.staff.path, ...page(() => import('./routes/panel-staff'), 'Component') },
    {
      path: panel.profile.path,
      children: [
        { index: true, ...page(panelProfile, 'Overview') },
        { path: panel.profilePassword.path, ...page(profilePassword, 'Panel') },
      ],
    },
    { path: panel.notifications.path, ...screen('panelNotifications') },
    { path: panel.projects.path, ...screen('panelProjects') },
    { path: panel.project.path, ...screen('panelProject') },
    { path: panel.tariffs.path, ...screen('panelTariffs') },
    { path: panel.tariff.path, ...screen('panelTariff') },
    { path: panel.companyProfile.path, ...page(panelProfile, 'CompanyProfile') },
    { path: panel.knowledgebase.path, ...knowledgebaseScreen('PanelList') },
    { path: panel.knowledgebaseArticle.path, ...knowledgebaseScreen('PanelArticle') },
    ...panelLegalSlugs.map((slug) => ({ path: panel.legal.getHref(slug), ...legalScreen(slug) })),
  ],
};

/** Login, registration, password reset: the auth layout. */
export const authRoutes: RouteObject = {
  lazy: () => import('../components/layouts/AuthLayout').then((m) => ({ Component: m.AuthLayout })),
  children: [
    {
      path: paths.auth.login.path,
      loader: guard(guestOnly),
      ...page(() => import('./routes/login'), 'Component'),
    },
    {
      path: paths.auth.register.path,
      loader: registerLoader,
      lazy: () => import('./routes/register'),
    },
    { path: paths.auth.reset.path, ...page(() => import('./routes/reset'), 'Component') },
  ],
};

/** The multi-step flows: the card layout with the flow header. */
export const cardRoutes: RouteObject = {
  lazy: () => import('../components/layouts/CardLayout').then((m) => ({ Component: m.CardLayout })),
  children: [
    {
      path: createCompany.root.path,
      loader: guard(guestOnly),
      children: [
        {
          index: true,
          ...flowScreen('createCompany', 'company', ''),
          ...page(companyFlow, 'CompanyData'),
        },
        {
          path: createCompany.services.path,
          ...flowScreen('createCompanyServices', 'company', 'services'),
          ...page(companyFlow, 'Services'),
        },
        {
          path: createCompany.industries.path,
          ...flowScreen('createCompanyIndustries', 'company', 'industries'),
          ...page(companyFlow, 'Industries'),
        },
        {
          path: createCompany.description.path,
          ...flowScreen('createCompanyDescription', 'company', 'description'),
          ...page(companyFlow, 'Description'),
        },
      ],
    },
    {
      path: createProject.root.path,
      loader: guard(guestOrClient),
      children: [
        { index: true, ...flowScreen('createProject', 'project', '') },
        {
          path: createProject.industries.path,
          ...flowScreen('createProjectIndustries', 'project', 'industries'),
        },
        {
          path: createProject.executor.path,
          ...flowScreen('createProjectExecutor', 'project', 'executor'),
        },
        {
          path: createProject.company.path,
          ...flowScreen('createProjectCompany', 'project', 'company'),
        },
        {
          path: createProject.requirements.path,
          ...flowScreen('createProjectRequirements', 'project', 'requirements'),
        },
        {
          path: createProject.aboutProject.path,
          ...flowScreen('createProjectAboutProject', 'project', 'about-project'),
        },
      ],
    },
    {
      path: performers.root.path,
      loader: guard(clientOnly),
      children: [
        { index: true, ...screen('performers') },
        { path: performers.favorites.path, ...screen('performersFavorites') },
        { path: performers.aboutProject.path, ...screen('performersAboutProject') },
        { path: performers.sendingInvitations.path, ...screen('performersSendingInvitations') },
      ],
    },
  ],
};
