import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn, STRONG_PASSWORD } from './support/auth';
import { appLinkIn, uniqueEmail, waitForMail } from './support/mail';
import { chooseOption } from './support/select';

// The whole journey on the real server: a new agency fills the publication minimum on a phone,
// adds its logo and a case with a picture, publishes, and a guest finds it in /list by a word of the case
// and opens its page.

/** A 2 × 2 PNG: an image the server accepts (it re-encodes it to WebP). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A valid 10-digit ИНН no earlier run has used (random digits, then the check digit). */
function freshInn(): string {
  const base = `77${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const check = (weights.reduce((sum, w, i) => sum + w * Number(base[i]), 0) % 11) % 10;
  return base + String(check);
}

type Page<T> = { results: T[] };
const first = async <T>(request: APIRequestContext, url: string) =>
  ((await (await request.get(url)).json()) as Page<T>).results[0]!;

/** A new agency registered through the API (as the company flow sends it), still unpublished. */
async function registerAgency(request: APIRequestContext, email: string, name: string) {
  const range = await first<{ id: number; service: number }>(
    request,
    '/recruitment/api/v1/service-ranges/',
  );
  const industry = await first<{ id: number }>(request, '/industry/api/v1/industries/');
  const res = await request.post('/contractor/api/v1/register-agency/', {
    data: {
      email,
      password: STRONG_PASSWORD,
      re_password: STRONG_PASSWORD,
      company: { name, inn: freshInn() },
      services: [{ service: range.service, service_range: range.id }],
      industries: [industry.id],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a new agency fills its profile on a phone and publishes; a guest finds it by a word of its case', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000); // registration, a mail, a dozen saves and uploads, then a guest's visit
  await page.setViewportSize({ width: 360, height: 740 });
  const email = uniqueEmail('catalogue');
  const name = `Агентство «Светлояр ${Date.now().toString(36)}»`;
  await registerAgency(page.request, email, name);
  await page.goto(appLinkIn(await waitForMail(email, /Подтвердите регистрацию/), 'login'));
  await logIn(page, email, STRONG_PASSWORD);

  // The panel's home says the agency is hidden, and why.
  await expect(page).toHaveURL(/\/panel$/);
  const state = page.getByRole('region', { name: 'Каталог агентств' });
  await expect(state.getByText('Расскажите об агентстве в описании.')).toBeVisible();
  await state.getByRole('link', { name: 'Заполнить профиль' }).click();
  await expect(page).toHaveURL(/\/panel\/company-profile$/);

  // The description.
  const basics = page.getByRole('region', { name: 'Основные данные' });
  await basics.getByRole('button', { name: 'Изменить', exact: true }).click();
  await basics
    .getByLabel('Об агентстве')
    .fill('Навигация и вывески для парков и набережных: от идеи до монтажа.');
  await basics.getByRole('button', { name: 'Сохранить' }).click();
  await expect(basics.getByRole('button', { name: 'Изменить', exact: true })).toBeVisible();

  // A place of work: a whole country.
  const places = page.getByRole('region', { name: 'География' });
  await places.getByRole('button', { name: 'Добавить место работы' }).click();
  const place = places.getByRole('form', { name: 'Новое место работы' });
  await chooseOption(place.getByLabel('Страна'), 'Росс', 'Россия');
  await place.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(places.getByRole('listitem').filter({ hasText: 'Россия' })).toBeVisible();

  // The logo.
  const logo = page.getByRole('region', { name: 'Логотип' });
  await logo.getByLabel('Файл логотипа').setInputFiles(png('знак.png'));
  await expect(logo.getByRole('img', { name: /^Логотип агентства/ })).toBeVisible();

  // A case with a picture.
  const cases = page.getByRole('region', { name: 'Кейсы' });
  await cases.getByRole('button', { name: 'Добавить кейс' }).click();
  const form = cases.getByRole('group', { name: 'Новый кейс' });
  await form.getByLabel('Название кейса').fill('Навигация Гелиопарка');
  await form.getByLabel(/^Название клиента/).fill('Парк «Гелиопарк»');
  await form.getByLabel('Описание').fill('Указатели, карты и вывески на всей территории.');
  await form.getByRole('button', { name: 'Добавить кейс' }).click();
  const item = cases.getByRole('listitem', { name: 'Навигация Гелиопарка' });
  await item.getByLabel('Файлы для кейса «Навигация Гелиопарка»').setInputFiles(png('карта.png'));
  await expect(item.getByRole('link', { name: 'карта.webp' })).toBeVisible();

  // Nothing keeps it out now: the leader publishes.
  const completeness = page.getByRole('region', { name: 'Заполненность профиля' });
  await completeness.getByRole('button', { name: 'Опубликовать в каталоге' }).click();
  await expect(completeness.getByText('Агентство показывается в каталоге')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

  // A guest searches the catalogue by a word of the case, in another form of it.
  const guest = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await guest.goto(`/list?search=${encodeURIComponent('гелиопарке')}`);
  const card = guest.getByRole('article', { name });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name, exact: true }).click();
  await expect(guest).toHaveURL(/\/executor\/\d+$/);
  await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
  const shown = guest.getByRole('article', { name: 'Навигация Гелиопарка' });
  await expect(
    shown.getByRole('img', { name: 'Навигация Гелиопарка: изображение 1' }),
  ).toBeVisible();
  await guest.close();
});

test('sorted by name, agencies file under their own names: «Digital-агентство «Светлый шум»» and «Северный ветер» under С', async ({
  page,
}) => {
  await page.goto('/list');
  await page.getByLabel('Сортировка').selectOption({ label: 'По названию' });
  await expect(page).toHaveURL(/ordering=name/);
  const results = page.locator('.catalogue__results');
  await expect(results).toHaveAttribute('aria-busy', 'false');
  const pages = page.getByRole('navigation', { name: 'Страницы каталога' });
  const cardNames = page.locator('.catalogue-card h2');
  const filedAs = (name: string) => (/«(.+)»/.exec(name)?.[1] ?? name).toLowerCase();
  // In the alphabet's order (св before се), through the pages, as a buyer reading it would (each page
  // waited for, not the last one's cards).
  for (const agency of ['Digital-агентство «Светлый шум»', 'Северный ветер']) {
    while (!(await cardNames.allTextContents()).includes(agency)) {
      await pages.getByRole('link', { name: 'Вперёд →' }).click();
      await expect(results).toHaveAttribute('aria-busy', 'false');
    }
    const filed = (await cardNames.allTextContents()).map(filedAs);
    const own = filedAs(agency);
    const at = filed.indexOf(own);
    // Its neighbours on the page are filed by their own names, around it in the alphabet.
    expect(own.startsWith('с')).toBe(true);
    expect(filed.slice(0, at).every((name) => name < own)).toBe(true);
    expect(filed.slice(at + 1).every((name) => name > own)).toBe(true);
  }
});

test('the page carries its 12 agencies and the facet names: hydrated, it asks the API for neither', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(request.url());
  });
  await page.goto('/list');
  await page.waitForFunction(() => document.documentElement.dataset.started === 'true');
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual([]);
  await expect(page.locator('.catalogue-card h2')).toHaveCount(12);
  const services = page.getByRole('group', { name: 'Услуги' });
  await expect(services.getByRole('checkbox').first()).toBeVisible();
  // A filter asks for its page only: the names came with the page and stay a day.
  await services.getByRole('checkbox').first().check();
  await expect(page).toHaveURL(/[?&]service=\d+/);
  await expect
    .poll(() => apiCalls)
    .toEqual([expect.stringContaining('/contractor/api/v1/contractors/?service=')]);
  await expect(page.locator('.catalogue__results')).toHaveAttribute('aria-busy', 'false');
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toHaveLength(1);
});
