import { matchPath } from 'react-router-dom';
import { paths } from '../../config/paths';

// The flow header (card layout) as a pure function of the pathname.
export const projectFlowSteps = [
  'Заполнение проекта',
  'Подбор исполнителей',
  'Отправка приглашений',
] as const;
export type ProjectFlowStep = 1 | 2 | 3;

export const COMPANY_REGISTRATION_STEPS = 4;
/** The spec lists these labels in another order; we number by the flow order a user walks (flow-steps.ts). */
const companySteps = [
  { path: paths.createCompany.root.path, label: 'Данные компании' },
  { path: paths.createCompany.services.path, label: 'Выбор услуг' },
  { path: paths.createCompany.industries.path, label: 'Выбор отраслей' },
  { path: paths.createCompany.description.path, label: 'Описание профиля' },
] as const;

export type HeaderVariant =
  | { kind: 'project-flow'; title: null; projectStep: ProjectFlowStep }
  | {
      kind: 'project-card-preview';
      title: 'Предпросмотр карточки проекта';
      projectStep: ProjectFlowStep;
    }
  | { kind: 'contractor-list'; title: 'Проверьте список подрядчиков'; projectStep: ProjectFlowStep }
  | {
      kind: 'contractor-project-preview';
      title: 'Предпросмотр проекта в личном кабинете';
      projectStep: ProjectFlowStep;
    }
  | {
      kind: 'company-registration';
      title: string;
      subtitle: string;
      companyStep: number;
      projectStep: null;
    };

const is = (pattern: string, pathname: string) =>
  matchPath({ path: pattern, end: true }, pathname) !== null;

/**
 * Exactly one variant per flow page; null outside the flows. The spec names the variants, not their pages:
 * the project is filled in on /create-project, contractors are checked on /performers/:id (and favorites),
 * the card is previewed on about-project, and sending invitations previews what contractors will see.
 */
export function headerVariant(pathname: string): HeaderVariant | null {
  const companyIndex = companySteps.findIndex((step) => is(step.path, pathname));
  const companyStep = companySteps[companyIndex];
  if (companyStep) {
    const number = companyIndex + 1;
    return {
      kind: 'company-registration',
      title: `Регистрация компании ${number}/${COMPANY_REGISTRATION_STEPS}`,
      subtitle: companyStep.label,
      companyStep: number,
      projectStep: null,
    };
  }
  if (is(`${paths.createProject.root.path}/*`, pathname)) {
    return { kind: 'project-flow', title: null, projectStep: 1 };
  }
  const { root, favorites, aboutProject, sendingInvitations } = paths.performers;
  if (is(root.path, pathname) || is(favorites.path, pathname)) {
    return { kind: 'contractor-list', title: 'Проверьте список подрядчиков', projectStep: 2 };
  }
  if (is(aboutProject.path, pathname)) {
    return { kind: 'project-card-preview', title: 'Предпросмотр карточки проекта', projectStep: 3 };
  }
  if (is(sendingInvitations.path, pathname)) {
    return {
      kind: 'contractor-project-preview',
      title: 'Предпросмотр проекта в личном кабинете',
      projectStep: 3,
    };
  }
  return null;
}
