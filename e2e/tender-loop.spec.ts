import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, useSessionOf } from './support/auth';
import { quoteName } from '../contract/quote';

// The whole tender loop on the real server, each person in a browser of their own: the demo client invites
// three favourites to a project of its own and starts a tender; the demo agency (on a phone) accepts and
// sends a proposal, «Голос города» declines; the client compares, chooses the winner and reviews it; the
// winner rates the client; the review shows on the winner's public profile, marked as verified.
// The project is made for this journey in its setup, so the demo projects other specs read stay as they are.

const WINNER = 'Северный ветер';
const SECOND = 'Голос города';
const THIRD = 'Первая строка';
const GOLOS = 'golos@podryad.example';
const TITLE = `Тендерный цикл ${Date.now().toString(36)}`;

const MESSAGE = 'Ищем агентство для запуска соцсетей новой пекарни.';
const APPROACH = 'Три рубрики в неделю, съёмка в пекарне и розыгрыши для подписчиков.';
const DECLINE_COMMENT = 'Вся команда занята до весны.';
const TO_OTHERS = 'Выбрали предложение с командой и сроком под наш запуск.';
const REVIEW = 'Агентство уложилось в срок, контент понравился покупателям.';

/** A contractor's id by its name, from the public catalogue. */
async function agencyId(page: Page, name: string) {
  const res = await page.request.get('/contractor/api/v1/contractors/', {
    params: { search: name, page_size: 5 },
  });
  expect(res.status()).toBe(200);
  const { results } = (await res.json()) as { results: { id: number; name: string }[] };
  const found = results.find((agency) => agency.name === name);
  expect(found, `agency «${name}» in the catalogue`).toBeDefined();
  return found!.id;
}

async function tokenOf(page: Page, email: string) {
  const res = await page.request.post('/auth/api/v1/jwt/create/', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

/** A page of its own (own cookies) for `email`, at `width`. */
async function personAt(browser: Browser, email: string, width: number) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width, height: width < 600 ? 740 : 800 },
    locale: 'ru-RU',
  });
  const page = await context.newPage();
  await useSessionOf(page, email);
  return page;
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a tender from the invitations to the verified review', async ({ browser }) => {
  test.setTimeout(300_000);
  const client = await personAt(browser, demo.client, 1280);

  // Setup: the client's own project with the three agencies in its favourites.
  const ids = {
    winner: await agencyId(client, WINNER),
    second: await agencyId(client, SECOND),
    third: await agencyId(client, THIRD),
  };
  const token = await tokenOf(client, demo.client);
  const created = await client.request.post('/project/api/v1/projects/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: TITLE,
      description: 'Соцсети для новой пекарни: запуск и первые три месяца.',
      requirements: { whitelist: [ids.winner, ids.second, ids.third] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = ((await created.json()) as { id: number }).id;

  await test.step('the client invites the three favourites', async () => {
    await client.goto(`/performers/${project}/sending-invitations`);
    const options = client.getByRole('group', { name: 'Избранные агентства' });
    for (const name of [WINNER, SECOND, THIRD])
      await expect(options.getByRole('checkbox', { name })).toBeChecked();
    await client.getByLabel('Сообщение агентствам').fill(MESSAGE);
    await client.getByRole('button', { name: 'Отправить приглашения' }).click();
    await expect(client.getByText('Приглашения отправлены')).toBeVisible();
    await expect(options.getByText('Приглашено · Отправлено')).toHaveCount(3);
  });

  await test.step('the client starts the tender', async () => {
    await client.goto(`/dashboard/project/${project}/performers`);
    const invited = client.getByRole('list', { name: 'Приглашённые агентства' });
    await expect(invited.getByRole('listitem')).toHaveCount(3);
    const deadline = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    const local = new Date(deadline.getTime() - deadline.getTimezoneOffset() * 60_000);
    await client.getByLabel('Приём предложений до').fill(local.toISOString().slice(0, 16));
    await client.getByLabel('Условия тендера').fill('Цена, срок и команда; оплата по этапам.');
    await client.getByRole('button', { name: 'Начать тендер' }).click();
    await expect(client.getByText('Тендер начат')).toBeVisible();
    await expect(client.getByRole('heading', { name: 'Сравнение предложений' })).toBeVisible();
  });

  const agency = await personAt(browser, demo.leader, 360);
  await test.step('the demo agency, on a phone, accepts and sends a proposal', async () => {
    await agency.goto('/panel/projects');
    await agency.getByRole('link', { name: TITLE }).click();
    await expect(agency.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(agency.getByText(MESSAGE)).toBeVisible();
    await agency.getByRole('button', { name: 'Принять приглашение' }).click();
    const form = agency.getByRole('form', { name: 'Предложение' });
    await form.getByLabel('Цена, ₽').fill('1250000');
    await form.getByLabel('Срок, дней').fill('40');
    await form.getByLabel('Подход').fill(APPROACH);
    await form.getByLabel('Команда').fill('Стратег, SMM-менеджер, фотограф.');
    await agency.getByRole('button', { name: 'Отправить предложение' }).click();
    await expect(agency.getByRole('button', { name: 'Обновить предложение' })).toBeVisible();
    expect(await overflow(agency), 'horizontal overflow in px').toBeLessThanOrEqual(0);
  });

  const golos = await personAt(browser, GOLOS, 1280);
  await test.step('the second agency declines with a reason', async () => {
    await golos.goto(`/panel/projects/${project}`);
    await expect(golos.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await golos.getByRole('button', { name: 'Отклонить', exact: true }).click();
    const form = golos.getByRole('form', { name: 'Отказ от приглашения' });
    await form.getByLabel('Причина отказа').selectOption({ label: 'Нет свободных ресурсов' });
    await form.getByLabel('Комментарий для заказчика').fill(DECLINE_COMMENT);
    await form.getByRole('button', { name: 'Отклонить приглашение' }).click();
    await expect(golos.getByText('Вы отклонили приглашение.')).toBeVisible();
  });

  await test.step('the client compares and chooses the winner', async () => {
    await client.reload();
    const invited = client.getByRole('list', { name: 'Приглашённые агентства' });
    const declined = invited.getByRole('listitem').filter({ hasText: SECOND });
    await expect(declined.getByText('Отклонено')).toBeVisible();
    await expect(
      declined.getByText(`Причина: Нет свободных ресурсов — ${DECLINE_COMMENT}`),
    ).toBeVisible();
    const matrix = client.getByRole('region', { name: 'Таблица сравнения предложений' });
    await expect(matrix).toContainText(WINNER);
    await expect(matrix).toContainText(APPROACH);
    await expect(matrix).toContainText(/1\s250\s000/);
    await client.getByRole('button', { name: `Выбрать победителем ${quoteName(WINNER)}` }).click();
    const dialog = client.getByRole('dialog', {
      name: `Выбрать ${quoteName(WINNER)} победителем?`,
    });
    await dialog.getByLabel('Сообщение остальным участникам').fill(TO_OTHERS);
    await dialog.getByRole('button', { name: 'Выбрать победителем' }).click();
    await expect(client.getByText('Победитель выбран')).toBeVisible();
    // The third agency never answered: its invitation is over for the client.
    const third = invited.getByRole('listitem').filter({ hasText: THIRD });
    await expect(third.getByText('Истекло')).toBeVisible();
  });

  await test.step('the second agency sees the outcome and the reason', async () => {
    await golos.reload();
    await expect(golos.getByText(`Заказчик выбрал другое агентство: ${WINNER}.`)).toBeVisible();
    await expect(golos.getByText(TO_OTHERS)).toBeVisible();
  });

  await test.step('the client reviews the winner', async () => {
    await client.goto(`/dashboard/project/${project}/winner`);
    for (const criterion of [
      'Качество работы',
      'Соблюдение сроков',
      'Коммуникация',
      'Цена и качество',
    ])
      await client.getByRole('group', { name: criterion }).getByLabel('5 из 5').check();
    await client.getByRole('group', { name: 'Порекомендуете агентство?' }).getByLabel('Да').check();
    await client.getByLabel('Отзыв', { exact: true }).fill(REVIEW);
    await client.getByRole('button', { name: 'Опубликовать отзыв' }).click();
    const shown = client.getByRole('article', { name: 'Ваш отзыв' });
    await expect(shown).toContainText(REVIEW);
    await expect(shown.getByText('Проверенный отзыв')).toBeVisible();
  });

  await test.step('the winner rates the client', async () => {
    await agency.reload();
    await expect(agency.getByText('Заказчик выбрал ваше агентство. Поздравляем!')).toBeVisible();
    const form = agency.getByRole('form', { name: 'Отзыв о заказчике' });
    await form.getByRole('group', { name: 'Оценка работы с заказчиком' }).getByLabel('5').check();
    await form.getByLabel('Отзыв', { exact: true }).fill('Понятный бриф и быстрые ответы.');
    await form.getByRole('button', { name: 'Оставить отзыв' }).click();
    // The saved review takes the form's place.
    await expect(agency.getByText('Ваша оценка:')).toBeVisible();
    await expect(agency.getByText('Понятный бриф и быстрые ответы.')).toBeVisible();
  });

  await test.step('the review is on the public profile, verified', async () => {
    const guest = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: 'ru-RU',
    });
    const visitor = await guest.newPage();
    await visitor.goto(`/executor/${ids.winner}`);
    const review = visitor.getByRole('listitem').filter({ hasText: REVIEW });
    await expect(review).toBeVisible();
    await expect(review.getByText('Проверенный отзыв')).toBeVisible();
    await guest.close();
  });

  for (const page of [client, agency, golos]) await page.context().close();
});
