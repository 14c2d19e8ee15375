import { expect, test, type Page } from '@playwright/test';
import { quoteName } from '../contract/quote';
import { demo, sessionCookies, useSessionOf } from './support/auth';
import { checkScreen } from './support/screen-check';

// «Пригласить в проект» on the real server (issue 32 §2): a client invites an agency from its page into its
// project in matching — the dialog says how the agency fits — and finds it marked «В избранном» in that
// project's ranking; or starts a new project with it included. A guest is led into /create-project with the
// agency in the draft, which a reload keeps. The journey takes the favourite back at its end.

const PROJECT = 'Рекламный ролик к открытию десяти новых пекарен';

type Paged<T> = { count: number; results: T[] };
type Ranked = { contractorId: number; favourite: boolean; contractor: { name: string } };

/** The API as the logged-in page's user (its token cookie). */
async function api<T>(page: Page, method: 'GET' | 'DELETE', url: string): Promise<T> {
  const { token } = await sessionCookies(page);
  const res = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${String(token?.access)}` },
  });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
  return (method === 'GET' ? await res.json() : null) as T;
}

/** The demo client's project in matching and an agency of its ranking that is not a favourite yet. */
async function projectAndAgency(page: Page) {
  const projects = await api<Paged<{ id: number; title: string }>>(
    page,
    'GET',
    '/project/api/v1/projects/',
  );
  const project = projects.results.find((item) => item.title === PROJECT)!;
  const ranking = await api<Paged<Ranked>>(
    page,
    'GET',
    `/contractor/api/projects/${project.id}/dynamic-contractor/?page_size=100`,
  );
  // The first seeded of those fitting, not a favourite yet: a hand-written demo agency (the generated ones'
  // texts are not what this journey checks), and none another journey favours in this project.
  const agency = ranking.results
    .filter((item) => !item.favourite)
    .sort((a, b) => a.contractorId - b.contractorId)[0]!;
  return { project: project.id, agency: { id: agency.contractorId, name: agency.contractor.name } };
}

/** Takes the agency off the project's favourites (the state the other journeys expect). */
async function unfavour(page: Page, project: number, agency: number) {
  const requirements = await api<{ whitelist: { id: number; contractor: { id: number } }[] }>(
    page,
    'GET',
    `/project/api/v1/projects/${project}/requirements/`,
  );
  const row = requirements.whitelist.find((item) => item.contractor.id === agency);
  if (row) await api(page, 'DELETE', `/recruitment/api/v1/requirements-whitelist/${row.id}/`);
}

const inviteButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Пригласить в проект ${quoteName(name)}` });

test('a client invites an agency from its page into a project in matching', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000); // the screen check (axe) twice on the dialog
  await page.setViewportSize({ width: 1280, height: 800 });
  await useSessionOf(page, demo.client);
  await page.goto('/');
  const { project, agency } = await projectAndAgency(page);
  try {
    await page.goto(`/executor/${agency.id}`);
    await expect(page.getByRole('heading', { level: 1, name: agency.name })).toBeVisible();
    await inviteButton(page, agency.name).click();
    const dialog = page.getByRole('dialog', {
      name: `Пригласить ${quoteName(agency.name)} в проект`,
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: new RegExp(`^${PROJECT}`) }).check();
    await expect(dialog.getByText(/^Подходит проекту: \d+ из 100$/)).toBeVisible();
    await expect(dialog.getByRole('list').filter({ hasText: 'Услуги' })).toBeVisible();

    for (const [width, height] of [
      [360, 740],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect(dialog.getByRole('button', { name: 'Добавить в избранное' })).toBeVisible();
      await checkScreen(page, testInfo, width);
    }

    await dialog.getByRole('button', { name: 'Добавить в избранное' }).click();
    const done = dialog.getByRole('status');
    await expect(done).toContainText(
      `${quoteName(agency.name)} в избранном проекта ${quoteName(PROJECT)}`,
    );
    await done.getByRole('link', { name: 'Открыть подбор' }).click();
    await expect(page).toHaveURL(new RegExp(`/performers/${project}$`));
    const ranked = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: agency.name, exact: true }) });
    await expect(ranked.getByText('В избранном', { exact: true }).first()).toBeVisible();
    await expect(ranked.getByRole('button', { name: 'В избранном' })).toBeDisabled();
  } finally {
    await unfavour(page, project, agency.id);
  }
});

test('a client starts a new project with the agency included', async ({ page }) => {
  await useSessionOf(page, demo.client);
  await page.goto('/');
  const { agency } = await projectAndAgency(page);
  await page.goto(`/executor/${agency.id}`);
  await inviteButton(page, agency.name).click();
  const dialog = page.getByRole('dialog', {
    name: `Пригласить ${quoteName(agency.name)} в проект`,
  });
  await dialog.getByRole('button', { name: 'Новый проект с этим агентством' }).click();
  await expect(page).toHaveURL(/\/create-project$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Добавлены в подборку' })).toContainText(agency.name);
});

test('a guest is led into /create-project with the agency kept in the draft', async ({ page }) => {
  await page.goto('/list');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  // The card's own button (the catalogue's agencies are all published).
  await card.getByRole('link', { name: `Пригласить в проект ${quoteName(name)}` }).click();
  await expect(page).toHaveURL(/\/create-project$/);
  const included = page.getByRole('list', { name: 'Добавлены в подборку' });
  await expect(included).toContainText(name);
  await page.reload();
  await expect(included).toContainText(name);
  // On to the executor step, where the flow's own list has it too.
  expect(await page.evaluate(() => localStorage.getItem('podryad.flow.project.draft'))).toContain(
    name,
  );
});
