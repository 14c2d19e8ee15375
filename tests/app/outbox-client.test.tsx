import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TenderQuestion, TenderQuestions } from '../../contract/tender-questions';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { fakeServer, prepareTenderTabs, SEALED_TENDER } from './project-tender-support';

// The client's answer to a question given offline: it waits in the outbox («Ждёт отправки» under the form, the
// header's count) and is published once, with its Idempotency-Key, when the network is back; a refusal then
// shows the server's reason.

prepareTenderTabs();

let online = true;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
afterEach(() => {
  online = true;
});

const QUESTIONS = '/tender/api/v1/projects/2/questions/';
const ANSWER = '/tender/api/v1/questions/31/answer/';

const question: TenderQuestion = {
  id: 31,
  project: 2,
  text: 'Нужны ли съёмки в регионах?',
  asked_at: '2026-11-19T12:00:00+03:00',
  answer: null,
  answered_at: null,
  mine: false,
  contractor: 11,
  contractor_name: 'Северный ветер',
};

function serve(answer: (text: string) => Response) {
  const state = { questions: [question] };
  const body = (): TenderQuestions => ({
    questions: state.questions,
    can_ask: false,
    ask_until: '2026-11-29T18:00:00+03:00',
    ask_note: 'Вопросы задают приглашённые агентства, а вы отвечаете на них.',
  });
  return fakeServer(
    { tender: SEALED_TENDER },
    {
      [`GET ${QUESTIONS}`]: () => jsonResponse(body()),
      [`POST ${ANSWER}`]: (call) => {
        const text = (call.body as { answer: string }).answer;
        const response = answer(text);
        if (response.ok)
          state.questions = [
            { ...question, answer: text, answered_at: '2026-11-20T09:00:00+03:00' },
          ];
        return response;
      },
    },
  );
}

async function answerOffline() {
  await renderApp('/dashboard/project/2/performers');
  const form = await screen.findByRole('form', {
    name: 'Ответ на вопрос агентства Северный ветер',
  });
  online = false;
  window.dispatchEvent(new Event('offline'));
  fireEvent.change(within(form).getByLabelText('Ваш ответ'), {
    target: { value: 'Только в Москве.' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Ответить всем' }));
  expect(await within(form).findByText('Ждёт отправки')).toBeTruthy();
  expect(screen.getByTitle('Ждёт отправки: 1 действие')).toBeTruthy();
  online = true;
  window.dispatchEvent(new Event('online'));
}

describe('an answer given offline', () => {
  it('is published once with its key when the network is back', async () => {
    visitAs('client');
    const api = serve(() => jsonResponse({ ...question, answer: 'Только в Москве.' }));
    await answerOffline();
    const list = screen.getByRole('list', { name: 'Вопросы агентств' });
    expect(await within(list).findByText('Только в Москве.')).toBeTruthy();
    const calls = api.callsTo(ANSWER);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByTitle(/^Ждёт отправки/)).toBeNull());
  });

  it("shows the server's reason when it is refused", async () => {
    visitAs('client');
    serve(() => jsonResponse({ detail: 'На этот вопрос уже ответили.' }, 400));
    await answerOffline();
    const form = screen.getByRole('form', { name: 'Ответ на вопрос агентства Северный ветер' });
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Не отправлено: «Ответ на вопрос»');
    expect(alert.textContent).toContain('На этот вопрос уже ответили.');
    await waitFor(() => expect(screen.queryByTitle(/^Ждёт отправки/)).toBeNull());
  });
});
