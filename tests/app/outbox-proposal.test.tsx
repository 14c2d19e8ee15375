import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { candidate, candidatePath, prepareInboxPages, tender } from './panel-inbox-support';
import { serve, viewed } from './panel-project-support';

// /panel/projects/{id} offline: the proposal sent without a network waits in the outbox («Ждёт отправки» on
// the form, the count in the header) and goes out, with its Idempotency-Key, when the network is back; a
// refusal then shows the server's reason and leaves the text in the form.

prepareInboxPages();

let online = true;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
const goOffline = () => {
  online = false;
  window.dispatchEvent(new Event('offline'));
};
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};
afterEach(() => {
  online = true;
});

const inTender = () =>
  viewed({
    status: 'accepted',
    state: 'tender',
    candidate_status: 'participant',
    tender_deadline: '2026-12-10T12:00:00Z',
    tender: tender(),
    candidate: candidate({ price: 900_000, timeline_days: 30, approach: 'Есть подход.' }),
  });

async function sendOffline() {
  await renderApp('/panel/projects/7');
  const form = await screen.findByRole('form', { name: 'Предложение' });
  goOffline();
  fireEvent.change(within(form).getByLabelText('Подход'), {
    target: { value: 'Снимем в трёх пекарнях за два дня.' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Отправить предложение' }));
  expect(await within(form).findByText('Ждёт отправки')).toBeTruthy();
  return form;
}

describe('a proposal sent offline', () => {
  it('waits with a count in the header, then goes once with its key when the network is back', async () => {
    visitAs('executor');
    const { api } = serve(inTender(), {
      [`PATCH ${candidatePath(55)}`]: () =>
        jsonResponse(candidate({ submitted_at: '2026-11-25T12:00:00Z' })),
    });
    const form = await sendOffline();
    expect(screen.getByTitle('Ждёт отправки: 1 действие')).toBeTruthy();
    expect(api.callsTo(candidatePath(55))).toHaveLength(0);

    goOnline();
    await waitFor(() => expect(api.callsTo(candidatePath(55))).toHaveLength(1));
    const [sent] = api.callsTo(candidatePath(55));
    expect(sent!.body).toMatchObject({
      approach: 'Снимем в трёх пекарнях за два дня.',
      submit: true,
    });
    expect(sent!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(within(form).queryByText('Ждёт отправки')).toBeNull());
    expect(screen.queryByTitle(/^Ждёт отправки/)).toBeNull();
  });

  it("shows the server's refusal and keeps the text in the form", async () => {
    visitAs('executor');
    const { api } = serve(inTender(), {
      [`PATCH ${candidatePath(55)}`]: () =>
        jsonResponse({ non_field_errors: ['Приём предложений завершён.'] }, 400),
    });
    const form = await sendOffline();
    goOnline();
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Не отправлено: «Отправить предложение»');
    expect(alert.textContent).toContain('Приём предложений завершён.');
    expect(alert.textContent).toContain('Текст предложения остался в форме');
    expect(api.callsTo(candidatePath(55))).toHaveLength(1);
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Подход').value).toBe(
      'Снимем в трёх пекарнях за два дня.',
    );
    expect(screen.queryByTitle(/^Ждёт отправки/)).toBeNull();
  });
});
