import { expect, test, type Page } from '@playwright/test';
import { demo } from './support/auth';
import { agencyId, DAY, overflow, personAt, tokenOf } from './support/tender';
import { quoteName } from '../contract/quote';

// The whole tender loop on the real server, each person in a browser of their own: the demo client invites
// three favourites to a project of its own and starts a tender; the demo agency (on a phone) accepts and
// sends a proposal, «Голос города» and «Первая строка» decline, so the sealed proposals open before the
// deadline; the client compares, chooses the winner and reviews it; the
// winner rates the client; the review shows on the winner's public profile, marked as verified.
// The project is made for this journey in its setup, so the demo projects other specs read stay as they are.

const WINNER = 'Северный ветер';
const SECOND = 'Голос города';
const THIRD = 'Первая строка';
const GOLOS = 'golos@podryad.example';
const STROKA = 'stroka@podryad.example';
const TITLE = `Тендерный цикл № ${Date.now() % 100_000_000}`;

const MESSAGE = 'Ищем агентство для запуска соцсетей новой пекарни.';
const APPROACH = 'Три рубрики в неделю, съёмка в пекарне и розыгрыши для подписчиков.';
const QUESTION = 'Можно ли снимать в пекарне до открытия, с 6 утра?';
const ANSWER = 'Да, с 6 до 8 утра зал свободен, охрана предупреждена.';
const BRIEF = 'Соцсети для новой пекарни: запуск, первые три месяца и открытие второй точки.';
const TO_OTHERS = 'Выбрали предложение с командой и сроком под наш запуск.';
const REVIEW = 'Агентство уложилось в срок, контент понравился покупателям.';

/** The ranking's agency card by the agency's name. */
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

/** «Подходят N агентств»: the ranking's count as the page says it. */
async function rankedCount(page: Page) {
  const line = page.getByText(/^Подход(ит|ят) \d+ агентств/);
  await expect(line).toBeVisible();
  return Number(/\d+/.exec((await line.textContent()) ?? '')![0]);
}

test('a tender a buyer trusts: shortlist, questions, sealed proposals, acceptance, protocol', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const client = await personAt(browser, demo.client, 1280);

  // Setup: the client's own project, no favourites yet.
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
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = ((await created.json()) as { id: number }).id;

  await test.step('the client favours three agencies one by one; the ranking keeps them all', async () => {
    for (const name of [WINNER, SECOND, THIRD]) {
      await client.goto(`/performers/${project}`);
      const all = await rankedCount(client);
      expect(all).toBeGreaterThan(3);
      await client.waitForLoadState('networkidle'); // the page's agencies are in
      // Through the ranking's pages, as a client looks for an agency further down.
      const pages = client.getByRole('navigation', { name: 'Страницы подбора' });
      for (let at = 1; (await card(client, name).count()) === 0; at++) {
        await pages.getByRole('button', { name: 'Дальше' }).click();
        await expect(pages.getByText(`Страница ${at + 1} из`)).toBeVisible();
        // The new page's agencies, not the last one's, which stay shown until they come.
        await expect(client.locator('.ranking-list__items')).toHaveAttribute('aria-busy', 'false');
      }
      const favoured = client.waitForResponse(
        (response) =>
          response.url().endsWith('/recruitment/api/v1/requirements-whitelist/') &&
          response.request().method() === 'POST',
      );
      await card(client, name).getByRole('button', { name: 'В избранное' }).click();
      // Saved before the page is left: a navigation would cancel the call still on its way.
      expect((await favoured).status()).toBe(201);
      // A favourite moves to the first page's top, still counted among all that fit.
      await client.goto(`/performers/${project}`);
      await expect(card(client, name).getByRole('button', { name: 'В избранном' })).toBeDisabled();
      expect(await rankedCount(client)).toBe(all);
    }
    // Pinned first, every one of them marked.
    await client.goto(`/performers/${project}`);
    const firstThree = client.getByRole('article').filter({ hasText: 'В избранном' });
    await expect(firstThree).toHaveCount(3);
    await client.getByRole('checkbox', { name: 'Только избранные' }).check();
    await expect(client.getByText('Подходят 3 агентства из избранного')).toBeVisible();
  });

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
    const deadline = new Date(Date.now() + 7 * DAY);
    const local = new Date(deadline.getTime() - deadline.getTimezoneOffset() * 60_000);
    await client.getByLabel('Приём предложений до').fill(local.toISOString().slice(0, 16));
    await client.getByLabel('Условия тендера').fill('Цена, срок и команда; оплата по этапам.');
    await client.getByRole('button', { name: 'Начать тендер' }).click();
    await expect(client.getByText('Тендер начат')).toBeVisible();
  });

  const agency = await personAt(browser, demo.leader, 360);
  const golos = await personAt(browser, GOLOS, 360);
  await test.step('the demo agency, on a phone, accepts and asks a question', async () => {
    await golos.goto(`/panel/projects/${project}`); // open before the answer: it must arrive live
    await expect(golos.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await agency.goto('/panel/projects');
    await agency.getByRole('link', { name: TITLE }).click();
    await expect(agency.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(agency.getByText(MESSAGE)).toBeVisible();
    await agency.getByRole('radio', { name: 'Конфликта интересов нет' }).check();
    await agency.getByRole('button', { name: 'Принять приглашение' }).click();
    const ask = agency.getByRole('form', { name: 'Задать вопрос' });
    await ask.getByLabel('Ваш вопрос по ТЗ').fill(QUESTION);
    await ask.getByRole('button', { name: 'Задать вопрос' }).click();
    await expect(agency.getByText('Вопрос отправлен')).toBeVisible();
    await expect(agency.getByRole('list', { name: 'Вопросы по ТЗ' })).toContainText(QUESTION);
  });

  await test.step('the client answers to all; the other agency reads it live, not who asked', async () => {
    await client.reload();
    const questions = client.getByRole('list', { name: 'Вопросы агентств' });
    await expect(questions).toContainText(QUESTION);
    await expect(questions).toContainText(WINNER);
    const form = client.getByRole('form', { name: `Ответ на вопрос агентства ${WINNER}` });
    await form.getByLabel('Ваш ответ').fill(ANSWER);
    await form.getByRole('button', { name: 'Ответить всем' }).click();
    await expect(client.getByText('Ответ опубликован')).toBeVisible();
    const seen = golos.getByRole('list', { name: 'Вопросы по ТЗ' });
    await expect(seen).toContainText(ANSWER); // no reload: the notification refreshed it
    await expect(seen).toContainText(QUESTION);
    await expect(seen).not.toContainText(WINNER);
  });

  await test.step('the demo agency sends its proposal', async () => {
    const form = agency.getByRole('form', { name: 'Предложение' });
    await form.getByLabel('Цена, ₽').fill('1250000');
    await form.getByLabel('Срок, дней').fill('40');
    await form.getByLabel('Подход').fill(APPROACH);
    await form.getByLabel('Команда').fill('Стратег, SMM-менеджер, фотограф.');
    await agency.getByRole('button', { name: 'Отправить предложение' }).click();
    await expect(agency.getByRole('button', { name: 'Обновить предложение' })).toBeVisible();
    expect(await overflow(agency), 'horizontal overflow in px').toBeLessThanOrEqual(0);
  });

  await test.step('the client changes the brief: the proposal sent before is marked', async () => {
    await client.goto(`/dashboard/project/${project}/description`);
    await client.getByLabel('Описание задачи').fill(BRIEF);
    await client.getByRole('button', { name: 'Сохранить' }).click();
    await expect(client.getByText('Проект обновлён')).toBeVisible();
    await agency.reload();
    await expect(agency.getByText('Предложение отправлено до изменения ТЗ')).toBeVisible();
    await agency.getByRole('button', { name: 'Обновить предложение' }).click();
    await expect(agency.getByText('Предложение отправлено до изменения ТЗ')).toHaveCount(0);
  });

  await test.step('while an invitee is still to answer, the proposals stay sealed', async () => {
    await client.goto(`/dashboard/project/${project}/performers`);
    const sealed = client.getByRole('list', { name: 'Участники и их предложения' });
    await expect(sealed.getByText(/^Предложение отправлено/)).toBeVisible();
    await expect(client.getByText('Предложения запечатаны')).toBeVisible();
    await expect(client.getByText(APPROACH)).toHaveCount(0);
    // The API, not only the screen, keeps the content sealed (a fresh token: the journey outlasts one).
    const api = await client.request.get(
      `/tender/api/v1/tender-candidates/${project}/contractors/`,
      {
        headers: { Authorization: `Bearer ${await tokenOf(client, demo.client)}` },
      },
    );
    expect(api.status()).toBe(200);
    const candidates = (await api.json()) as Array<{
      price: number | null;
      sealed: boolean;
      submitted_at: string | null;
    }>;
    const sent = candidates.find((c) => c.submitted_at !== null)!;
    expect(sent).toMatchObject({ price: null, sealed: true });
  });

  await test.step('«Голос города» accepts and proposes, «Первая строка» declines', async () => {
    await golos.reload();
    await golos.getByRole('radio', { name: 'Конфликта интересов нет' }).check();
    await golos.getByRole('button', { name: 'Принять приглашение' }).click();
    const form = golos.getByRole('form', { name: 'Предложение' });
    await form.getByLabel('Цена, ₽').fill('1900000');
    await form.getByLabel('Срок, дней').fill('60');
    await form.getByLabel('Подход').fill('Ежедневные истории и коллаборации с блогерами района.');
    await golos.getByRole('button', { name: 'Отправить предложение' }).click();
    await expect(golos.getByRole('button', { name: 'Обновить предложение' })).toBeVisible();
    const stroka = await personAt(browser, STROKA, 360);
    await stroka.goto(`/panel/projects/${project}`);
    await stroka.getByRole('button', { name: 'Отклонить', exact: true }).click();
    const decline = stroka.getByRole('form', { name: 'Отказ от приглашения' });
    await decline.getByLabel('Причина отказа').selectOption({ label: 'Нет свободных ресурсов' });
    await decline.getByRole('button', { name: 'Отклонить приглашение' }).click();
    await expect(stroka.getByText('Вы отклонили приглашение.')).toBeVisible();
    await stroka.context().close();
  });

  await test.step('the proposals open: the client rejects one with its own reason, picks the winner', async () => {
    await client.reload();
    const matrix = client.getByRole('region', { name: 'Таблица сравнения предложений' });
    await expect(matrix).toContainText(APPROACH);
    await expect(matrix).toContainText(/1\s250\s000/);
    await client.getByRole('button', { name: `Отклонить ${quoteName(SECOND)}` }).click();
    const reject = client.getByRole('dialog', { name: `Отклонить ${quoteName(SECOND)}?` });
    await reject.getByLabel('Причина').selectOption({ label: 'Цена выше бюджета' });
    await reject.getByRole('button', { name: 'Отклонить' }).click();
    await expect(client.getByText('Предложение отклонено', { exact: true })).toBeVisible();
    await client.getByRole('button', { name: `Выбрать победителем ${quoteName(WINNER)}` }).click();
    const dialog = client.getByRole('dialog', {
      name: `Выбрать ${quoteName(WINNER)} победителем?`,
    });
    await dialog.getByLabel('Сообщение остальным участникам').fill(TO_OTHERS);
    await dialog.getByRole('button', { name: 'Выбрать победителем' }).click();
    await expect(client.getByText('Победитель выбран')).toBeVisible();
  });

  await test.step('the rejected agency reads the client’s reason', async () => {
    await golos.reload();
    await expect(golos.getByText(/Цена выше бюджета/).first()).toBeVisible();
  });

  await test.step('the work is accepted before it is reviewed', async () => {
    await client.goto(`/dashboard/project/${project}/winner`);
    await expect(
      client.getByText(/Отзыв о работе агентства откроется после приёмки/),
    ).toBeVisible();
    await expect(client.getByRole('button', { name: 'Опубликовать отзыв' })).toHaveCount(0);
    await client.getByRole('button', { name: 'Принять работу' }).click();
    const accept = client.getByRole('dialog', { name: 'Принять работу?' });
    await accept.getByRole('button', { name: 'Принять работу' }).click();
    await expect(client.getByText('Работа принята').first()).toBeVisible();
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
    const form = agency.getByRole('form', { name: 'Отзыв о заказчике' });
    await form.getByRole('group', { name: 'Оценка работы с заказчиком' }).getByLabel('5').check();
    await form.getByLabel('Отзыв', { exact: true }).fill('Понятный бриф и быстрые ответы.');
    await form.getByRole('button', { name: 'Оставить отзыв' }).click();
    await expect(agency.getByText('Понятный бриф и быстрые ответы.')).toBeVisible();
  });

  await test.step('the protocol lists every step and downloads as a PDF', async () => {
    await client.goto(`/dashboard/project/${project}/performers`);
    const protocol = client.getByRole('list', { name: 'Протокол тендера' });
    for (const step of [
      'Приглашение отправлено',
      'Приглашение принято',
      'Приглашение отклонено',
      'Тендер объявлен',
      'Задан вопрос',
      'Дан ответ на вопрос',
      'Изменено ТЗ',
      'Предложение отправлено',
      'Предложения вскрыты',
      'Предложение отклонено',
      'Выбран победитель',
      'Работа принята',
      'Оставлен отзыв',
    ])
      await expect(protocol.getByText(step).first(), step).toBeVisible();
    const [download] = await Promise.all([
      client.waitForEvent('download'),
      client.getByRole('button', { name: 'Скачать PDF протокола' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const stream = await download.createReadStream();
    const head = await new Promise<string>((resolve) =>
      stream.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString())),
    );
    expect(head).toBe('%PDF-');
    // The agency reads its own excerpt of it on its phone.
    await agency.reload();
    await expect(agency.getByRole('list', { name: 'Протокол тендера' })).toContainText(
      'Выбран победитель',
    );
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
