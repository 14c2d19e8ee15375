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
  | { kind: 'contractor-list'; title: 'Проверьте список подрядчиков'; projectStep: ProjectFlowStep }
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
 * the project is filled in on /create-project; /performers/:id is one page whose tabs keep one title
 * («Проверьте список подрядчиков», issue 32 §6: a title that changed per tab read as four places), while the
 * step indicator follows the tab: «О проекте» edits the project (step 1), the ranking and the favourites pick
 * the performers (step 2), «Приглашения» sends them (step 3). The spec's two preview variants («Предпросмотр
 * карточки проекта», «Предпросмотр проекта в личном кабинете») name no page of ours: no tab is a preview.
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
  const performersSteps: ReadonlyArray<readonly [string, ProjectFlowStep]> = [
    [root.path, 2],
    [favorites.path, 2],
    [aboutProject.path, 1],
    [sendingInvitations.path, 3],
  ];
  const performersStep = performersSteps.find(([pattern]) => is(pattern, pathname))?.[1];
  if (performersStep !== undefined) {
    return {
      kind: 'contractor-list',
      title: 'Проверьте список подрядчиков',
      projectStep: performersStep,
    };
  }
  return null;
}
