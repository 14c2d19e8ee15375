import { expect, test, type Page } from '@playwright/test';
import type { TenderProtocol } from '../contract/tender-protocol-api';
import { demo } from './support/auth';
import { agencyId, apiOf, DAY, overflow, personAt } from './support/tender';
import { indexedDbDump, waitForWorker } from './pwa-support';

// The demo agency on a phone without a network: it accepts one invitation and sends a proposal in another
// tender; both wait in the outbox («Ждёт отправки», a count in the header), survive a reload offline, and go
// to the server once each when the network is back. Two projects of the demo client are made for it: an
// invitation still to answer, and a tender the agency already takes part in.

const STAMP = Date.now() % 100_000_000;
const TO_ACCEPT = `Офлайн: приглашение № ${STAMP}`;
const TO_PROPOSE = `Офлайн: тендер № ${STAMP}`;
const APPROACH = 'Снимем в трёх пекарнях за два дня, смонтируем за неделю.';

/** The header's count of what waits, as its title says it. */
const waitingCount = (page: Page) => page.getByTitle(/^Ждёт отправки: \d+ действи/);

test('actions taken offline wait, survive a reload and are sent once when the network is back', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const agency = await personAt(browser, demo.leader, 360);
  const asClient = await apiOf(agency, demo.client);
  const asLeader = await apiOf(agency, demo.leader);
  const mine = await agencyId(agency, 'Северный ветер');

  // Setup through the API: two projects of the client, the demo agency invited to both; in the second it
  // accepted and the tender is open.
  const invite = async (title: string) => {
    const { id } = await asClient<{ id: number }>('POST', '/project/api/v1/projects/', {
      title,
      description: 'Фото и видео для сети пекарен к открытию.',
    });
    const { created } = await asClient<{ created: { id: number }[] }>(
      'POST',
      '/tender/api/v1/invitations/create-invitations/',
      { project: id, contractors: [mine], message: 'Ждём ваших идей' },
    );
    return { project: id, invitation: created[0]!.id };
  };
  const first = await invite(TO_ACCEPT);
  const second = await invite(TO_PROPOSE);
  await asLeader('PATCH', `/tender/api/v1/invitations/${second.invitation}/`, {
    status: 'accepted',
    conflict: 'none',
  });
  await asClient('POST', '/tender/api/v1/tenders/', {
    project: second.project,
    deadline: new Date(Date.now() + 7 * DAY).toISOString(),
    terms: 'Цена, срок и команда.',
  });

  // The journey's writes as they leave the phone (opening an invitation marks it viewed: not counted).
  const writes: string[] = [];
  agency.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.method() === 'PATCH' && /"(status":"accepted|submit":true)/.test(body))
      writes.push(new URL(request.url()).pathname);
  });

  await test.step('online, the agency opens both projects: the worker and the saved data are ready', async () => {
    for (const title of [TO_PROPOSE, TO_ACCEPT]) {
      const project = title === TO_ACCEPT ? first.project : second.project;
      await agency.goto(`/panel/projects/${project}`);
      await expect(agency.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect.poll(() => indexedDbDump(agency)).toContain(title);
    }
    await waitForWorker(agency);
  });
  await test.step('offline, it accepts the invitation: the answer waits', async () => {
    await agency.context().setOffline(true);
    await agency.getByRole('radio', { name: 'Конфликта интересов нет' }).check();
    await agency.getByRole('button', { name: 'Принять приглашение' }).click();
    await expect(agency.getByText('Ждёт отправки', { exact: true })).toBeVisible();
    await expect(
      agency.getByText(/Принять приглашение: уйдёт, когда появится связь/),
    ).toBeVisible();
    await expect(waitingCount(agency)).toHaveAttribute('title', 'Ждёт отправки: 1 действие');
  });

  await test.step('offline, it sends a proposal in the other tender: it waits too', async () => {
    await agency.goto(`/panel/projects/${second.project}`);
    await expect(agency.getByRole('heading', { level: 1, name: TO_PROPOSE })).toBeVisible();
    const form = agency.getByRole('form', { name: 'Предложение' });
    await form.getByLabel('Цена, ₽').fill('1250000');
    await form.getByLabel('Срок, дней').fill('40');
    await form.getByLabel('Подход').fill(APPROACH);
    await agency.getByRole('button', { name: 'Отправить предложение' }).click();
    await expect(
      form.getByText(/Отправить предложение: уйдёт, когда появится связь/),
    ).toBeVisible();
    await expect(waitingCount(agency)).toHaveAttribute('title', 'Ждёт отправки: 2 действия');
  });

  await test.step('a reload offline keeps both: the note, the count and the proposal’s text', async () => {
    await agency.reload();
    await expect(agency.getByRole('heading', { level: 1, name: TO_PROPOSE })).toBeVisible();
    const form = agency.getByRole('form', { name: 'Предложение' });
    await expect(
      form.getByText(/Отправить предложение: уйдёт, когда появится связь/),
    ).toBeVisible();
    await expect(form.getByLabel('Подход')).toHaveValue(APPROACH);
    await expect(waitingCount(agency)).toHaveAttribute('title', 'Ждёт отправки: 2 действия');
    expect(await overflow(agency), 'horizontal overflow in px').toBeLessThanOrEqual(0);
    await form.getByText(/Отправить предложение: уйдёт/).scrollIntoViewIfNeeded();
    await agency.screenshot({ path: 'screenshots/outbox-waiting-360.png' });
    expect(writes, 'nothing left the phone while offline').toEqual([]);
  });

  await test.step('back online, each goes once and the screen shows the outcome', async () => {
    await agency.context().setOffline(false);
    await expect(waitingCount(agency)).toHaveCount(0);
    // The only invitee sent its proposal: the proposals open, and the page shows it sent.
    await expect(agency.getByRole('region', { name: 'Ваше предложение' })).toContainText(
      /Отправлено \d+ /,
    );
    await expect.poll(() => writes.length).toBe(2);
    expect(writes).toContain(`/tender/api/v1/invitations/${first.invitation}/`);
    expect(writes.filter((path) => path.includes('/tender-candidates/'))).toHaveLength(1);
  });

  await test.step('the server has one acceptance and one proposal', async () => {
    const steps = async (project: number, kind: string) => {
      const protocol = await asClient<TenderProtocol>(
        'GET',
        `/tender/api/v1/projects/${project}/protocol/`,
      );
      return protocol.events.filter((event) => event.kind === kind).length;
    };
    expect(await steps(first.project, 'invitation_accepted')).toBe(1);
    expect(await steps(second.project, 'proposal_sent')).toBe(1);
    const candidates = await asClient<{ submitted_at: string | null }[]>(
      'GET',
      `/tender/api/v1/tender-candidates/${second.project}/contractors/`,
    );
    expect(candidates.filter((c) => c.submitted_at !== null)).toHaveLength(1);
  });
});
