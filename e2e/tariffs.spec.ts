import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { isValidSettlementAccount } from '../contract/requisites';
import { DEMO_PASSWORD, demo, useSessionOf } from './support/auth';
import { runOps } from './support/operator';

// An agency on the free plan buys «Бизнес» as Russian companies do: its leader saves the requisites, issues an
// invoice and downloads its PDF; the operator confirms the payment with `npm run ops`; the plan applies at
// once — on the tariffs page, in its limits, and as the visible «Платный тариф» points of a client's ranking.

const GOLOS = 'golos@podryad.example';
const GOLOS_NAME = 'Голос города';
const BIK = '044525225';
const CORRESPONDENT = '30101810400000000225';
/** A settlement account of the bank: the one control digit that keys it to the БИК. */
const SETTLEMENT = [...Array(10).keys()]
  .map((d) => `40702810${d}38000012345`)
  .find((account) => isValidSettlementAccount(account, BIK))!;

async function bearer(page: Page, email: string) {
  const res = await page.request.post('/auth/api/v1/jwt/create/', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${((await res.json()) as { access: string }).access}` };
}

type Ranked = {
  contractorId: number;
  explanation: { criterion: string; points: number; matched: string }[];
};

/** The agency's «Платный тариф» line in the client's ranking of `project`. */
async function planLine(page: Page, headers: Record<string, string>, project: number, agency: number, cached: boolean) {
  const res = await page.request.get(`/contractor/api/projects/${project}/dynamic-contractor/`, {
    headers,
    params: { page_size: 50, ...(cached ? { use_cache: 'true' } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { results } = (await res.json()) as { results: Ranked[] };
  const ranked = results.find((r) => r.contractorId === agency);
  expect(ranked, 'the agency in the ranking').toBeDefined();
  return ranked!.explanation.find((line) => line.criterion === 'plan')!;
} // prettier-ignore

test('an agency buys «Бизнес» by invoice and it applies once the operator confirms the payment', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const port = Number(new URL(testInfo.project.use.baseURL!).port);

  // Setup: a client's project with this agency as its favourite, so its ranking's first page shows the
  // agency's plan line.
  const client = await bearer(page, demo.client);
  const found = await page.request.get('/contractor/api/v1/contractors/', {
    params: { search: GOLOS_NAME, page_size: 5 },
  });
  const agency = ((await found.json()) as { results: { id: number; name: string }[] }).results.find(
    (a) => a.name === GOLOS_NAME,
  )!.id;
  const created = await page.request.post('/project/api/v1/projects/', {
    headers: client,
    data: {
      title: `Тариф в подборе ${Date.now().toString(36)}`,
      description: 'Подкаст о городе: запуск и продвижение.',
      requirements: { whitelist: [agency] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = ((await created.json()) as { id: number }).id;
  const before = await planLine(page, client, project, agency, false);
  expect(before.points).toBe(0);

  await useSessionOf(page, GOLOS);
  await test.step('the free plan is marked as the agency’s, with its limits', async () => {
    await page.goto('/panel/tariffs');
    await expect(page.getByRole('heading', { name: 'Ваш тариф: «Старт»' })).toBeVisible();
    await expect(page.getByText(/из 5 откликов в этом месяце/)).toBeVisible();
    await page
      .getByRole('link', { name: /Подключить/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/panel\/tariffs\/business$/);
  });

  let number = 0;
  await test.step('the leader saves the requisites and issues an invoice for three months', async () => {
    await page.getByRole('radio', { name: /3 месяца/ }).check();
    const form = page.getByRole('form', { name: 'Реквизиты компании' });
    await form.getByLabel('Полное наименование').fill('ООО «Голос города»');
    await form.getByLabel('КПП').fill('773601001');
    await form.getByLabel('ОГРН или ОГРНИП').fill('1027700132195');
    await form.getByLabel('Юридический адрес').fill('125009, Москва, ул. Тверская, д. 7');
    await form.getByLabel('Банк').fill('ПАО Сбербанк');
    await form.getByLabel('БИК').fill(BIK);
    await form.getByLabel('Корреспондентский счёт').fill(CORRESPONDENT);
    await form.getByLabel('Расчётный счёт').fill('40702810000000000000');
    await form.getByLabel('Расчётный счёт').blur();
    await expect(form.getByText('Расчётный счёт не сходится с БИК')).toBeVisible();
    await form.getByLabel('Расчётный счёт').fill(SETTLEMENT);
    await page.getByRole('button', { name: 'Сохранить реквизиты' }).click();
    await expect(page.getByRole('button', { name: 'Выставить счёт' })).toBeEnabled();
    await page.getByRole('button', { name: 'Выставить счёт' }).click();
    const heading = page.getByRole('heading', { name: /^Счёт № \d+ от/ });
    await expect(heading).toBeVisible();
    number = Number(/№ (\d+)/.exec((await heading.textContent()) ?? '')![1]);
    await expect(page.getByText('Ожидает оплаты').first()).toBeVisible();
    await expect(
      page.getByText('Сорок две тысячи четыреста шестьдесят пять рублей 00 копеек'),
    ).toBeVisible();
  });

  await test.step('the invoice’s PDF opens', async () => {
    const downloading = page.waitForEvent('download');
    await page.locator('#invoice').getByRole('button', { name: 'Скачать PDF' }).click();
    const file = await (await downloading).path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('the operator confirms the payment, and the plan applies at once', async () => {
    expect(await runOps(port, 'subscription', 'confirm', String(number))).toMatch(
      new RegExp(`Счёт № ${number} оплачен: Тариф «Бизнес» на 3 месяца`),
    );
    await page.goto('/panel/tariffs');
    await expect(page.getByRole('heading', { name: 'Ваш тариф: «Бизнес»' })).toBeVisible();
    await expect(page.getByText(/Оплачен до/)).toBeVisible();
    await expect(page.getByText(/из 30 откликов в этом месяце/)).toBeVisible();
    const after = await planLine(page, client, project, agency, true);
    expect(after.points).toBe(5);
    expect(after.matched).toContain('Бизнес');
  });
});
