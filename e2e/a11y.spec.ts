import { expect, test, type Page } from '@playwright/test';
import { legalSlugs } from '../src/config/paths';
import { demo, useSessionOf } from './support/auth';
import { walkCompanyFlow } from './support/company-flow';
import { walkProjectFlow } from './support/project-flow';
import { checkScreen } from './support/screen-check';

// WCAG 2.2 AA, checked by axe-core on every screen that exists, for each kind of visitor, at a phone and a
// desktop width. A new screen is one line in PAGES (see e2e/README.md). Serious and critical violations fail
// the test; every violation found is attached to its result (`npx playwright show-report`).

type Visitor = 'guest' | keyof typeof demo;

interface A11yPage {
  path: string;
  as: Visitor;
  /** Puts the tab where the screen expects it (a flow's earlier steps, say). */
  prepare?: (page: Page) => Promise<unknown>;
  /** Something to open before the check (a menu, a form), by its button's accessible name. */
  open?: string;
  /** What to do on the screen before the check (show its errors, open a list), and its name in the title. */
  act?: [string, (page: Page) => Promise<unknown>];
  /** Checked with its form open: «Изменить» pressed, the form's code loaded. */
  edit?: boolean;
}

/** Presses a form's main button and waits for its first error. */
const submitEmpty = (button: string, error: string) => async (page: Page) => {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(error).first()).toBeVisible();
};

/** A tab that has walked the agency registration flow up to `last`. */
const inCompanyFlow =
  (last: string, complete = false) =>
  (page: Page) =>
    walkCompanyFlow(page, last, complete);

/** A tab that has walked the project flow up to `last`. */
const inProjectFlow = (last: string) => (page: Page) => walkProjectFlow(page, last);

/** The demo seed's projects (server/db/seed/demo-tenders.ts), in a fresh database's order: the demo client's
 * project in tender (the demo agency invited, its proposal in) and its completed one (won by the demo agency,
 * the work accepted, both reviews). */
const TENDER_PROJECT = 3;
const CLOSED_PROJECT = 4;
/** The demo client's project in work: the demo agency won, the work is still to be accepted. */
const IN_WORK_PROJECT = 10;
/** «Пульс»'s project the demo agency is invited to and has not answered: the acceptance's declaration. */
const INVITED_PROJECT = 5;
/** «Зерно»'s confidential project: the demo agency sees its outline and the terms to accept. */
const CONFIDENTIAL_PROJECT = 6;
/** The demo client's tender in its final round: scored proposals, the demo agency a finalist. */
const FINAL_ROUND_PROJECT = 11;

const panelLegal = ['public-offer', 'privacy-policy', 'user-agreement', 'mailing-agreement'];
const panelScreens = (as: 'leader' | 'employee'): A11yPage[] => [
  { path: '/panel', as },
  { path: '/panel/staff', as },
  { path: '/panel/profile', as },
  { path: '/panel/profile', as, edit: true },
  { path: '/panel/profile/password', as },
  { path: '/panel/company-profile', as },
  { path: '/panel/company-profile', as, edit: true },
  { path: '/panel/company-profile', as, open: 'Добавить услугу' },
  { path: '/panel/company-profile', as, open: 'Добавить клиента' },
  {
    path: '/panel/company-profile',
    as,
    act: [
      'with a new case’s form and a case’s files',
      async (page) => {
        const cases = page.getByRole('region', { name: 'Кейсы' });
        await cases
          .getByRole('button', { name: /^Файлы/ })
          .first()
          .click();
        await expect(
          cases.getByRole('button', { name: 'Добавить изображения и файлы' }),
        ).toBeVisible();
        await cases.getByRole('button', { name: 'Добавить кейс' }).click();
        await expect(cases.getByLabel('Название кейса')).toBeFocused();
      },
    ],
  },
  { path: '/panel/notifications', as },
  { path: '/panel/projects', as },
  { path: `/panel/projects/${TENDER_PROJECT}`, as },
  { path: `/panel/projects/${CLOSED_PROJECT}`, as },
  { path: `/panel/projects/${IN_WORK_PROJECT}`, as },
  { path: '/panel/tariffs', as },
  { path: '/panel/tariffs/business', as },
  { path: '/panel/knowledgebase', as },
  { path: '/panel/knowledgebase/1', as },
  ...panelLegal.map((slug) => ({ path: `/panel/${slug}`, as })),
  { path: '/panel/profile', as, open: 'Меню' },
  { path: '/panel/staff', as, open: 'Меню' },
  { path: '/panel/staff', as, open: 'Пригласить сотрудника' },
];

/** Every screen of the app, as each kind of visitor that may open it sees it. */
const PAGES: A11yPage[] = [
  // Public pages
  { path: '/', as: 'guest' },
  { path: '/', as: 'guest', open: 'Меню' },
  // A logged-in person's header menu (the panel has a «Меню» of its own).
  { path: '/knowledgebase', as: 'client', open: 'Меню сайта' },
  { path: '/panel/staff', as: 'leader', open: 'Меню сайта' },
  { path: '/knowledgebase', as: 'guest' },
  { path: '/knowledgebase/1', as: 'guest' },
  ...legalSlugs.map((slug) => ({ path: `/${slug}`, as: 'guest' as const })),
  { path: '/list', as: 'guest' },
  // A client's cards carry «Пригласить в проект» (a dialog of its projects).
  { path: '/list', as: 'client' },
  { path: '/test-page', as: 'guest' },
  { path: '/executor/1', as: 'guest' },
  { path: '/missing-page', as: 'guest' },
  { path: '/knowledgebase/99999', as: 'guest' },
  // Sign-up and sign-in
  { path: '/auth/login', as: 'guest' },
  { path: '/auth/register', as: 'guest' },
  { path: '/auth/register?variant=2', as: 'guest', prepare: inCompanyFlow('description', true) },
  { path: '/auth/reset', as: 'guest' },
  { path: '/create-company', as: 'guest', prepare: inCompanyFlow('') },
  {
    path: '/create-company',
    as: 'guest',
    act: ['with its errors', submitEmpty('Далее', 'Введите название')],
  },
  {
    path: '/create-company',
    as: 'guest',
    act: [
      'with the city list open',
      async (page) => {
        await page.getByRole('combobox', { name: 'Город' }).pressSequentially('Ка');
        await page.getByRole('combobox', { name: 'Город' }).press('ArrowDown');
        await expect(page.getByRole('option').first()).toBeVisible();
      },
    ],
  },
  { path: '/create-company/services', as: 'guest', prepare: inCompanyFlow('') },
  {
    path: '/create-company/services',
    as: 'guest',
    prepare: inCompanyFlow(''),
    act: [
      'with a service to price',
      async (page) => {
        await page.getByLabel('Добавить услугу').selectOption({ index: 2 });
        await submitEmpty('Далее', 'Укажите стоимость для каждой услуги')(page);
      },
    ],
  },
  { path: '/create-company/industries', as: 'guest', prepare: inCompanyFlow('services') },
  {
    path: '/create-company/industries',
    as: 'guest',
    act: ['with its error', submitEmpty('Далее', 'Выберите хотя бы одну отрасль')],
    prepare: (page) =>
      page.addInitScript(() => sessionStorage.setItem('podryad.flow.company.last', 'services')),
  },
  { path: '/create-company/description', as: 'guest', prepare: inCompanyFlow('industries') },
  {
    path: '/create-company/description',
    as: 'guest',
    act: ['with its error', submitEmpty('Перейти к регистрации', 'Расскажите о компании')],
    prepare: (page) =>
      page.addInitScript(() => sessionStorage.setItem('podryad.flow.company.last', 'industries')),
  },
  { path: '/create-project', as: 'guest' },
  {
    path: '/create-project',
    as: 'guest',
    act: ['with its error', submitEmpty('Далее', 'Выберите хотя бы одну услугу')],
  },
  { path: '/create-project/industries', as: 'guest', prepare: inProjectFlow('') },
  { path: '/create-project/executor', as: 'guest', prepare: inProjectFlow('industries') },
  {
    path: '/create-project/executor',
    as: 'guest',
    prepare: inProjectFlow('industries'),
    act: [
      'with agencies found',
      async (page) => {
        await page.getByLabel('Найти агентство по названию').fill('агентство');
        await expect(page.getByRole('list', { name: 'Найденные агентства' })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Исключить/ }).first()).toBeVisible();
      },
    ],
  },
  { path: '/create-project/company', as: 'guest', prepare: inProjectFlow('executor') },
  { path: '/create-project/requirements', as: 'guest', prepare: inProjectFlow('company') },
  { path: '/create-project/about-project', as: 'guest', prepare: inProjectFlow('requirements') },
  {
    path: '/create-project/about-project',
    as: 'guest',
    prepare: inProjectFlow('requirements'),
    act: [
      'with the budget check',
      async (page) => {
        await page.getByLabel('Бюджет проекта').selectOption({ index: 1 });
        await expect(page.getByText(/^Бюджет «/)).toBeVisible();
      },
    ],
  },
  // The client
  { path: '/', as: 'client' },
  { path: '/dashboard', as: 'client' },
  { path: '/dashboard/profile', as: 'client' },
  { path: '/dashboard/profile', as: 'client', edit: true },
  { path: '/dashboard/profile', as: 'client', open: 'Пригласить коллегу' },
  { path: '/dashboard/profile/company', as: 'client' },
  { path: '/dashboard/profile/company', as: 'client', edit: true },
  { path: '/dashboard/profile/password', as: 'client' },
  { path: '/dashboard/project/1', as: 'client' },
  { path: '/notifications', as: 'client' },
  { path: '/performers/1', as: 'client' },
  { path: '/dashboard/project/1/description', as: 'client' },
  { path: '/dashboard/project/1/performers', as: 'client' },
  { path: '/dashboard/project/1/winner', as: 'client' },
  { path: `/dashboard/project/${TENDER_PROJECT}/performers`, as: 'client' },
  { path: `/dashboard/project/${TENDER_PROJECT}/winner`, as: 'client' },
  { path: `/dashboard/project/${CLOSED_PROJECT}/winner`, as: 'client' },
  { path: `/dashboard/project/${IN_WORK_PROJECT}/winner`, as: 'client', open: 'Принять работу' },
  { path: `/performers/${TENDER_PROJECT}/sending-invitations`, as: 'client' },
  { path: `/dashboard/project/${FINAL_ROUND_PROJECT}/performers`, as: 'client' },
  {
    path: '/performers/1',
    as: 'client',
    act: [
      'with an explanation and similar agencies open',
      async (page) => {
        await page.getByRole('button', { name: 'Почему подходит' }).first().click();
        await expect(page.getByText('Опыт в отрасли').first()).toBeVisible();
        await page.getByRole('button', { name: 'Похожие' }).first().click();
        await expect(page.getByRole('region', { name: /^Похожие на/ })).toBeVisible();
      },
    ],
  },
  { path: '/performers/1/favorites', as: 'client' },
  { path: '/performers/1/about-project', as: 'client' },
  { path: '/performers/1/sending-invitations', as: 'client' },
  { path: '/create-project/about-project', as: 'client', prepare: inProjectFlow('requirements') },
  // The agency leader and an employee
  ...panelScreens('leader'),
  ...panelScreens('employee'),
  // What a specialist may not change, it sees read-only.
  { path: '/panel/company-profile', as: 'specialist' },
  { path: '/panel/staff', as: 'specialist' },
  { path: '/panel/profile', as: 'specialist', edit: true },
  { path: `/panel/projects/${CONFIDENTIAL_PROJECT}`, as: 'leader' },
  { path: `/panel/projects/${FINAL_ROUND_PROJECT}`, as: 'leader' },
  {
    path: `/panel/projects/${INVITED_PROJECT}`,
    as: 'leader',
    act: [
      'with a conflict of interest declared',
      async (page) => {
        await page.getByRole('radio', { name: 'Есть конфликт интересов' }).check();
        await expect(page.getByLabel('Пояснение для заказчика')).toBeVisible();
      },
    ],
  },
  {
    path: '/panel/tariffs/business',
    as: 'leader',
    act: [
      'with a wrong ИНН',
      async (page) => {
        const inn = page.getByLabel('ИНН', { exact: true });
        await inn.fill('1234567890');
        await inn.blur();
        await expect(page.getByText(/^Неверный ИНН/)).toBeVisible();
      },
    ],
  },
];

// No service worker: it has no screen of its own, and its precache would only compete with the check (the pwa-*
// journeys test it).
test.use({ serviceWorkers: 'block' });

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Waits until nothing loads and nothing moves: after the data came, a form unfolded, the width changed. */
async function settle(page: Page) {
  const loading = page.locator('.ant-skeleton, .page-loader, .nav-progress, [aria-busy=true]');
  await expect(loading).toHaveCount(0);
  // antd animates a drawer or a dialog in and re-lays a screen out on resize: checked once it stands still.
  // Every phase of its motion counts: a dialog still in `-appear-prepare` is scaled down (a 24 px button
  // measured 18×6), and so does any finite animation still running.
  await expect(page.locator('[class*="-enter"], [class*="-appear"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

// One tab per screen, checked at the phone's width and then at the desktop's (the same state resized, as a
// person turning a tablet would see it): one load, one sign-in and one walk of a flow serve both widths.
for (const { path, as, prepare, open, act, edit } of PAGES) {
  // Menus fold away on phones only; a form a button unfolds is checked at both widths.
  const widths = open === 'Меню' || open === 'Меню сайта' ? [PHONE] : [PHONE, DESKTOP];
  const state = open ? ` with «${open}» open` : edit ? ' in its form' : '';
  const name = `${path}${state}${act ? ` ${act[0]}` : ''} as ${as} at ${widths.map((w) => w.width).join(' and ')} px`;
  test(`${name} has no serious WCAG 2.2 AA violation nor text slip`, async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (as !== 'guest') await useSessionOf(page, demo[as]);
    await prepare?.(page);
    await page.goto(path);
    // The screen is there, named by one h1, and has loaded its data.
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await settle(page);
    if (edit) {
      // The basic data's «Изменить» (a list row's is «Изменить услугу „…“»).
      await page.getByRole('button', { name: 'Изменить', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Сохранить' })).toBeVisible();
    }
    if (open) {
      const button = page.getByRole('button', { name: open, exact: true });
      await button.click();
      // A drawer (a dialog) or a disclosure (the button says it is expanded).
      const opened = page.getByRole('dialog').or(button.and(page.locator('[aria-expanded=true]')));
      await expect(opened.first()).toBeVisible();
      await settle(page); // what it unfolds may load its code first
    }
    await act?.[1](page);

    for (const [n, viewport] of widths.entries()) {
      if (n > 0) {
        await page.setViewportSize(viewport);
        await settle(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      }
      await checkScreen(page, testInfo, viewport.width);
    }
  });
}
