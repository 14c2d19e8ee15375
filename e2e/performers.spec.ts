import { expect, test, type Page } from '@playwright/test';
import { demo, useSessionOf } from './support/auth';
import { checkScreen } from './support/screen-check';
import { quoteName } from '../contract/quote';

// The demo client's projects on the real server: the dashboard, a project, its ranked performers with their
// reasons; a favourite and an exclusion that stick across a reload; a requirement change that re-ranks. The
// journey puts everything back at its end, so it runs at a phone's width and a desktop's in turn.

test.describe.configure({ mode: 'serial' });

const PROJECT = 'Соцсети и контент для сети пекарен';
const FAVOURITE = 'Северный ветер';
const EXCLUDED = 'SMM-агентство «Соль»';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function noOverflow(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle');
  expect(await overflow(page), `horizontal overflow of ${name} in px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
}

/** The flow header's active step. */
const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Этапы создания проекта' }).locator('[aria-current="step"]');

const agency = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

for (const width of [1280, 360]) {
  test(`a client picks performers at ${width} px`, async ({ page }, testInfo) => {
    test.setTimeout(150_000); // a long journey, and the screen check (axe) on «О проекте»
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await useSessionOf(page, demo.client);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Мои проекты' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: PROJECT });
    await expect(card.getByText('3 агентства')).toBeVisible();
    await expect(card.getByText('Черновик')).toBeVisible();
    await noOverflow(page, 'dashboard', width);

    await card.getByRole('link', { name: PROJECT }).click();
    await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
    await expect(page.getByText('менее 15 млн руб')).toBeVisible();
    await noOverflow(page, 'dashboard-project', width);
    await page.getByRole('link', { name: 'Описание', exact: true }).click();
    await expect(page.getByLabel('Название проекта')).toHaveValue(PROJECT);
    await noOverflow(page, 'dashboard-project-description', width);
    await page.getByRole('link', { name: 'Исполнители', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Лучшие совпадения' })).toContainText(FAVOURITE);
    await noOverflow(page, 'dashboard-project-performers', width);
    await page.getByRole('link', { name: 'Победитель', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Выбор победителя' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Победитель не на платформе' })).toBeVisible();
    await noOverflow(page, 'dashboard-project-winner', width);

    await page.getByRole('link', { name: 'Обзор', exact: true }).click();
    await page.getByRole('link', { name: 'Посмотреть исполнителей' }).click();
    await expect(page).toHaveURL(/\/performers\/\d+$/);
    await expect(page.getByText('Подходят 3 агентства')).toBeVisible();
    await expect(currentStep(page)).toHaveText(/Подбор исполнителей/);
    await expect(page.locator('.flow-header__title')).toHaveText('Проверьте список подрядчиков');

    // The first agency's reasons: each criterion with its points.
    const first = agency(page, FAVOURITE);
    await first.getByRole('button', { name: 'Почему подходит' }).click();
    await expect(first.getByText('Опыт в отрасли')).toBeVisible();
    await expect(first.getByText('+20')).toBeVisible();
    await noOverflow(page, 'performers', width);

    await agency(page, EXCLUDED).getByRole('button', { name: 'Исключить' }).click();
    await agency(page, EXCLUDED)
      .getByRole('group', { name: 'Исключить агентство из подбора?' })
      .getByRole('button', { name: 'Исключить' })
      .click();
    await expect(page.getByText('Подходят 2 агентства')).toBeVisible();
    await expect(agency(page, EXCLUDED)).toHaveCount(0);
    await first.getByRole('button', { name: 'В избранное' }).click();
    await expect(first.getByRole('button', { name: 'В избранном' })).toBeDisabled();
    // A favourite is marked and comes first; every agency that fits stays listed.
    await expect(first.locator('.plain-tag', { hasText: 'В избранном' })).toBeVisible();
    await expect(page.getByText('Подходят 2 агентства')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Только избранные' }).check();
    await expect(page.getByText('Подходит 1 агентство из избранного')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Только избранные' }).uncheck();
    await expect(page.getByText('Подходят 2 агентства')).toBeVisible();

    await page.reload();
    await expect(agency(page, FAVOURITE)).toBeVisible();
    await expect(agency(page, EXCLUDED)).toHaveCount(0);
    await page.getByRole('link', { name: 'Избранное', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Избранные агентства' })).toContainText(FAVOURITE);
    await expect(page.getByRole('list', { name: 'Исключённые агентства' })).toContainText(EXCLUDED);
    await noOverflow(page, 'performers-favorites', width);
    await page.getByRole('link', { name: 'Приглашения', exact: true }).click();
    await expect(page.getByRole('checkbox', { name: FAVOURITE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Отправить приглашения' })).toBeVisible();
    await expect(currentStep(page)).toHaveText(/Отправка приглашений/);
    await noOverflow(page, 'performers-sending-invitations', width);

    // A team bigger than any agency's empties the ranking.
    await page.getByRole('link', { name: 'О проекте', exact: true }).click();
    const staff = page.getByLabel('Минимальный размер команды');
    await expect(staff).toHaveValue('10');
    // One place: the header keeps the page's title, the stepper marks the tab's step, and the tab shows the
    // project itself above its requirements.
    await expect(currentStep(page)).toHaveText(/Заполнение проекта/);
    await expect(page.locator('.flow-header__title')).toHaveText('Проверьте список подрядчиков');
    const facts = page.locator('.project-facts');
    await expect(facts).toContainText(PROJECT);
    await expect(facts).toContainText('менее 15 млн руб');
    await expect(facts.getByText(/^(с |до )?\d+ \S+ \d{4}|Сроки не указаны/)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Услуги и бюджет на них' }),
    ).toBeVisible();
    await checkScreen(page, testInfo, width);
    await noOverflow(page, 'performers-about-project', width);
    await staff.fill('5000');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await page.getByRole('link', { name: 'Подбор', exact: true }).click();
    await expect(page.getByText('Подходят 0 агентств')).toBeVisible();
    await expect(agency(page, FAVOURITE)).toHaveCount(0);

    // Everything back as it was.
    await page.getByRole('link', { name: 'О проекте', exact: true }).click();
    await page.getByLabel('Минимальный размер команды').fill('10');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await page.getByRole('link', { name: 'Избранное', exact: true }).click();
    await page
      .getByRole('button', { name: `Убрать ${quoteName(FAVOURITE)} из избранного` })
      .click();
    await page.getByRole('button', { name: `Вернуть ${quoteName(EXCLUDED)} в подбор` }).click();
    await expect(page.getByRole('list', { name: 'Исключённые агентства' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Подбор', exact: true }).click();
    await expect(page.getByText('Подходят 3 агентства')).toBeVisible();
  });
}
