import { describe, expect, it } from 'vitest';
import { headerVariant, projectFlowSteps } from '../../src/components/header/header-variant';

describe('flow header variant by pathname', () => {
  it('has three project steps', () => {
    expect(projectFlowSteps).toEqual([
      'Заполнение проекта',
      'Подбор исполнителей',
      'Отправка приглашений',
    ]);
  });

  it('numbers company registration 1/4…4/4 in the order of the flow', () => {
    const steps = ['', '/services', '/industries', '/description'].map((suffix) =>
      headerVariant(`/create-company${suffix}`),
    );
    expect(steps.map((variant) => variant?.title)).toEqual([
      'Регистрация компании 1/4',
      'Регистрация компании 2/4',
      'Регистрация компании 3/4',
      'Регистрация компании 4/4',
    ]);
    expect(
      steps.map((variant) => (variant?.kind === 'company-registration' ? variant.subtitle : null)),
    ).toEqual(['Данные компании', 'Выбор услуг', 'Выбор отраслей', 'Описание профиля']);
    expect(steps.every((variant) => variant?.projectStep === null)).toBe(true);
  });

  it('gives each project-flow page exactly one variant and one active step', () => {
    const table = [
      ['/create-project', 'project-flow', null, 1],
      ['/create-project/requirements', 'project-flow', null, 1],
      ['/create-project/about-project', 'project-flow', null, 1],
      // One page, one title; the step is the tab's.
      ['/performers/12', 'contractor-list', 'Проверьте список подрядчиков', 2],
      ['/performers/12/favorites', 'contractor-list', 'Проверьте список подрядчиков', 2],
      ['/performers/12/about-project', 'contractor-list', 'Проверьте список подрядчиков', 1],
      ['/performers/12/sending-invitations', 'contractor-list', 'Проверьте список подрядчиков', 3],
    ] as const;
    for (const [pathname, kind, title, step] of table) {
      expect(headerVariant(pathname), pathname).toMatchObject({ kind, title, projectStep: step });
    }
  });

  it('has no variant outside the flows', () => {
    expect(headerVariant('/')).toBeNull();
    expect(headerVariant('/create-company/unknown')).toBeNull();
    expect(headerVariant('/performers/12/unknown')).toBeNull();
  });
});
