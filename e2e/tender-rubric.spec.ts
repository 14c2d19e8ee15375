import { expect, test, type Page } from '@playwright/test';
import { demo } from './support/auth';
import { checkScreen } from './support/screen-check';
import { agencyId, apiOf, DAY, overflow, personAt } from './support/tender';

// A tender decided on published weights: the client sets the rubric before inviting (40/30/30), the
// invitees read it in the brief, three proposals come in, and the client and a colleague score them, each
// alone; the matrix shows the weighted totals and where the two differ by 2. The scene's invitations,
// answers and proposals are set up through the API (the loop's journey walks those screens).

const TITLE = `Оценка по критериям № ${Date.now() % 100_000_000}`;
const AGENCIES = [
  { name: 'Северный ветер', email: demo.leader, price: 1_000_000, days: 30 },
  { name: 'Голос города', email: 'golos@podryad.example', price: 1_250_000, days: 60 },
  { name: 'Первая строка', email: 'stroka@podryad.example', price: 2_000_000, days: 60 },
] as const;
const T = '/tender/api/v1';
/** The sticky header would cover a tall form's middle in its screenshot. */
const STATIC_HEADER = '.app-header { position: static !important; }';

/** One evaluator's marks on «Подход к задаче», by agency, then «Отправить оценки». */
async function score(page: Page, project: number, marks: readonly number[]) {
  await page.goto(`/dashboard/project/${project}/performers`);
  const form = page.getByRole('form', { name: 'Ваша оценка предложений' });
  for (const [index, agency] of AGENCIES.entries())
    await form
      .getByRole('region', { name: agency.name })
      .getByRole('group', { name: /Подход к задаче/ })
      .getByRole('radio', { name: String(marks[index]), exact: true })
      .check();
  await form.getByRole('button', { name: 'Отправить оценки' }).click();
  await expect(page.getByText('Оценки отправлены').first()).toBeVisible();
}

test('a tender on published weights: the rubric, two evaluators alone, the totals', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const client = await personAt(browser, demo.client, 1280);
  const asClient = await apiOf(client, demo.client);
  const { id: project } = await asClient<{ id: number }>('POST', '/project/api/v1/projects/', {
    title: TITLE,
    description: 'Каталог выпечки для доставки: съёмка и тексты карточек.',
  });

  await test.step('the client sets the weights 40/30/30 before inviting', async () => {
    await client.goto(`/dashboard/project/${project}`);
    const rubric = client.getByRole('form', { name: 'Критерии оценки' });
    for (const name of ['Опыт в отрасли', 'Команда'])
      await rubric.getByRole('button', { name: `Удалить критерий ${name}` }).click();
    for (const [index, weight] of [40, 30, 30].entries())
      await rubric
        .getByRole('group', { name: `Критерий ${index + 1}` })
        .getByLabel('Вес')
        .fill(String(weight));
    await expect(rubric.getByText('Сумма весов: 100 из 100')).toBeVisible();
    for (const width of [360, 1280]) {
      await client.setViewportSize({ width, height: 800 });
      expect(await overflow(client), `overflow at ${width} px`).toBeLessThanOrEqual(0);
      await rubric.screenshot({
        path: `screenshots/rubric-editor-${width}.png`,
        style: STATIC_HEADER,
      });
    }
    await rubric.getByRole('button', { name: 'Сохранить критерии' }).click();
    await expect(client.getByText('Критерии сохранены')).toBeVisible();
  });

  await test.step('three agencies are invited, accept and send proposals', async () => {
    const ids: number[] = [];
    for (const agency of AGENCIES) ids.push(await agencyId(client, agency.name));
    const { created } = await asClient<{ created: { id: number; contractor: number }[] }>(
      'POST',
      `${T}/invitations/create-invitations/`,
      { project, contractors: ids, message: 'Оцениваем по опубликованным критериям.' },
    );
    for (const [index, agency] of AGENCIES.entries()) {
      const asAgency = await apiOf(client, agency.email);
      const invitation = created.find((i) => i.contractor === ids[index])!;
      await asAgency('PATCH', `${T}/invitations/${invitation.id}/`, {
        status: 'accepted',
        conflict: 'none',
      });
      if (index === 0)
        await asClient('POST', `${T}/tenders/`, {
          project,
          deadline: new Date(Date.now() + 7 * DAY).toISOString(),
          terms: 'Цена, срок и подход.',
        });
    }
    for (const agency of AGENCIES) {
      const asAgency = await apiOf(client, agency.email);
      const mine = await asAgency<{ id: number }>(
        'GET',
        `${T}/tender-candidates/${project}/tender-candidate/`,
      );
      await asAgency('PATCH', `${T}/tender-candidates/${mine.id}/`, {
        price: agency.price,
        timeline_days: agency.days,
        approach: `Подход агентства «${agency.name}» к каталогу.`,
        submit: true,
      });
    }
  });

  await test.step('an invitee reads the criteria and weights in the brief', async () => {
    const agency = await personAt(browser, demo.leader, 360);
    await agency.goto(`/panel/projects/${project}`);
    const criteria = agency.getByRole('list').filter({ hasText: 'Подход к задаче — 30 из 100' });
    await expect(criteria).toContainText('Цена — 40 из 100');
    await expect(criteria).toContainText('Сроки — 30 из 100');
    expect(await overflow(agency), 'horizontal overflow in px').toBeLessThanOrEqual(0);
    await agency.context().close();
  });

  await test.step('the client scores alone and sends its marks', async () => {
    await score(client, project, [5, 3, 2]);
  });

  const olga = await personAt(browser, demo.colleague, 1280);
  await test.step('the colleague does not see the client’s marks before sending her own', async () => {
    await olga.goto(`/dashboard/project/${project}/performers`);
    const form = olga.getByRole('form', { name: 'Ваша оценка предложений' });
    await expect(form).toBeVisible();
    await olga.setViewportSize({ width: 360, height: 740 });
    expect(await overflow(olga), 'overflow at 360 px').toBeLessThanOrEqual(0);
    await checkScreen(olga, testInfo, 360); // the screen walk's check: no demo evaluator has this form open
    await form.screenshot({ path: 'screenshots/evaluation-form-360.png', style: STATIC_HEADER });
    await olga.setViewportSize({ width: 1280, height: 800 });
    const matrix = olga.getByRole('region', { name: 'Таблица сравнения предложений' });
    await expect(matrix.getByText('после отправки ваших оценок').first()).toBeVisible();
    await expect(matrix.getByRole('list', { name: 'Оценки: Подход к задаче' })).toHaveCount(0);
    await score(olga, project, [3, 3, 2]);
  });

  await test.step('the matrix: weighted totals and the disagreement of 2', async () => {
    await client.reload();
    const matrix = client.getByRole('region', { name: 'Таблица сравнения предложений' });
    // Price 5/4/2,5; approach (5+3)/2, 3, 2; timeline 5/2,5/2,5 → 40·5/5+30·4/5+30·5/5 = 94, 65, 47.
    const totals = matrix.getByRole('row', { name: /Итог по критериям/ });
    for (const total of ['94', '65', '47']) await expect(totals).toContainText(total);
    await expect(matrix.getByText('Расхождение оценок')).toHaveCount(1);
    await matrix.screenshot({ path: 'screenshots/rubric-matrix-1280.png', style: STATIC_HEADER });
    await expect(
      matrix.getByRole('list', { name: 'Оценки: Подход к задаче' }).first(),
    ).toContainText('Ольга Соколова');
  });

  await test.step('the protocol keeps the weights and each submission', async () => {
    const protocol = olga.getByRole('list', { name: 'Протокол тендера' });
    await expect(protocol.getByText(/Цена — 40/).first()).toBeVisible();
    await expect(protocol.getByText('Оценки отправлены', { exact: true })).toHaveCount(2);
  });

  const [winner, second, third] = AGENCIES;
  await test.step('the client takes two finalists into the final round; the third is told why', async () => {
    await client.getByRole('button', { name: 'Объявить финальный раунд' }).click();
    const form = client.getByRole('form', { name: 'Финальный раунд' });
    for (const agency of [winner, second])
      await form.getByRole('checkbox', { name: new RegExp(agency.name) }).check();
    const deadline = new Date(Date.now() + 2 * DAY);
    const local = new Date(deadline.getTime() - deadline.getTimezoneOffset() * 60_000);
    await form.getByLabel('Финальные предложения до').fill(local.toISOString().slice(0, 16));
    await form.getByLabel('Сообщение финалистам').fill('Уточните цену с учётом второй точки.');
    await form.getByLabel('Причина для остальных').selectOption({ label: 'Цена выше бюджета' });
    await checkScreen(client, testInfo, 1280); // the dialog: no demo tender is ready for one
    await form.getByRole('button', { name: 'Начать финальный раунд' }).click();
    await expect(client.getByText('Финальный раунд объявлен')).toBeVisible();
    const stroka = await personAt(browser, third.email, 360);
    await stroka.goto(`/panel/projects/${project}`);
    await expect(stroka.getByText('Ваше предложение не прошло в финальный раунд')).toBeVisible();
    await expect(stroka.getByText(/Цена выше бюджета/).first()).toBeVisible();
    await stroka.context().close();
  });

  await test.step('the finalists revise, sealed until both sent; then first and final side by side', async () => {
    const golos = await personAt(browser, second.email, 360);
    await golos.goto(`/panel/projects/${project}`);
    const offer = golos.getByRole('form', { name: 'Финальное предложение' });
    await expect(golos.getByText('Сообщение заказчика: «Уточните цену')).toBeVisible();
    await offer.getByLabel('Финальная цена, ₽').fill('1100000');
    await offer.getByRole('button', { name: 'Отправить финальное предложение' }).click();
    await expect(golos.getByText('Финальное предложение отправлено')).toBeVisible();
    expect(await overflow(golos), 'overflow at 360 px').toBeLessThanOrEqual(0);
    await golos.context().close();

    await client.reload();
    const round = client.getByRole('region', { name: 'Финальный раунд: было и стало' });
    await expect(round.getByText(/^Прислано/)).toHaveCount(1);
    await expect(round).not.toContainText('1 100 000');
    const asWinner = await apiOf(client, winner.email);
    await asWinner('PUT', `${T}/projects/${project}/final-round/proposal/`, {
      price: 950_000,
      timeline_days: 30,
      approach: 'Тот же план, дешевле за счёт одной съёмки.',
    });
    await client.reload();
    await expect(round.getByRole('row', { name: new RegExp(second.name) })).toContainText(
      /1\s250\s000\s₽ → 1\s100\s000\s₽/,
    );
    await expect(round.getByRole('row', { name: new RegExp(winner.name) })).toContainText(
      /1\s000\s000\s₽ → 950\s000\s₽/,
    );
    await round.screenshot({ path: 'screenshots/final-round-1280.png', style: STATIC_HEADER });
    const protocol = client.getByRole('list', { name: 'Протокол тендера' });
    for (const step of ['Объявлен финальный раунд', 'Финальные предложения вскрыты'])
      await expect(protocol.getByText(step).first(), step).toBeVisible();
  });
});
