import { paths } from '../../config/paths';

// Titles and one-line promises of the screens later releases build (rendered by UnderConstruction).
export const screens = {
  dashboard: ['Личный кабинет заказчика', 'Здесь будут ваши проекты, приглашения и тендеры.'],
  dashboardProject: ['Проект', 'Здесь будет ход проекта: приглашения, ответы агентств и тендер.'],
  dashboardProjectWinner: [
    'Выбор победителя',
    'Здесь можно будет выбрать победителя тендера или закрыть проект.',
  ],
  dashboardProjectPerformers: [
    'Исполнители проекта',
    'Здесь будут агентства, приглашённые в проект.',
  ],
  dashboardProjectDescription: ['Описание проекта', 'Здесь будут требования и описание проекта.'],
  createCompany: [
    'Данные компании',
    'Здесь будет первый шаг регистрации агентства: название и контакты.',
  ],
  createCompanyServices: [
    'Выбор услуг',
    'Здесь можно будет выбрать услуги, которые оказывает агентство.',
  ],
  createCompanyIndustries: [
    'Выбор отраслей',
    'Здесь можно будет отметить отрасли, в которых вы работали.',
  ],
  createCompanyDescription: ['Описание профиля', 'Здесь будет описание агентства для заказчиков.'],
  createProject: ['Новый проект', 'Здесь начнётся описание проекта: что нужно сделать.'],
  createProjectIndustries: ['Отрасль проекта', 'Здесь можно будет выбрать отрасль проекта.'],
  createProjectExecutor: [
    'Требования к исполнителю',
    'Здесь можно будет указать, какое агентство вы ищете.',
  ],
  createProjectCompany: ['Ваша компания', 'Здесь будут данные компании-заказчика.'],
  createProjectRequirements: ['Требования', 'Здесь будут бюджет, города, языки и размер команды.'],
  createProjectAboutProject: ['О проекте', 'Здесь будет описание проекта для агентств.'],
  performers: [
    'Подбор исполнителей',
    'Здесь будет список подходящих агентств с причинами совпадения.',
  ],
  performersFavorites: ['Избранные подрядчики', 'Здесь будут агентства, которых вы отметили.'],
  performersAboutProject: [
    'Карточка проекта',
    'Здесь будет карточка проекта, которую увидят агентства.',
  ],
  performersSendingInvitations: [
    'Отправка приглашений',
    'Здесь можно будет отправить приглашения выбранным агентствам.',
  ],
} as const satisfies Record<string, readonly [title: string, description: string]>;

export type ScreenId = keyof typeof screens;

/** Where a user can go from a placeholder, so a screen in development is never a dead end. */
export const screenLinks: Partial<Record<ScreenId, { label: string; href: string }[]>> = {
  dashboard: [
    { label: 'Создать проект', href: paths.createProject.root.getHref() },
    { label: 'Профиль и компания', href: paths.dashboard.profile.getHref() },
  ],
};
