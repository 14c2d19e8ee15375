import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TenderQuestion, TenderQuestions } from '../../contract/tender-questions';
import { deliverNotification } from './deliver-notification';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { fakeServer, prepareTenderTabs, SEALED_TENDER } from './project-tender-support';

// «Вопросы и ответы» on the client's performers tab: each question with the agency that asked, the answer
// given once to every invitee, and the list read again when an agency asks while the tab is open.

prepareTenderTabs();

const QUESTIONS = '/tender/api/v1/projects/2/questions/';

const question = (id: number, overrides: Partial<TenderQuestion> = {}): TenderQuestion => ({
  id,
  project: 2,
  text: 'Нужны ли съёмки в регионах?',
  asked_at: '2026-11-19T12:00:00+03:00',
  answer: null,
  answered_at: null,
  mine: false,
  contractor: 11,
  contractor_name: 'Северный ветер',
  ...overrides,
});

/** The fake server's questions: the answer route writes into them, as the real one does. */
function withQuestions(start: TenderQuestion[]) {
  const state = { questions: start };
  const body = (): TenderQuestions => ({
    questions: state.questions,
    can_ask: false,
    ask_until: '2026-11-29T18:00:00+03:00',
    ask_note: 'Вопросы задают приглашённые агентства, а вы отвечаете на них.',
  });
  const api = fakeServer(
    { tender: SEALED_TENDER },
    {
      [`GET ${QUESTIONS}`]: () => jsonResponse(body()),
      'POST /tender/api/v1/questions/31/answer/': (call) => {
        const { answer } = call.body as { answer: string };
        state.questions = state.questions.map((item) =>
          item.id === 31 ? { ...item, answer, answered_at: '2026-11-20T09:00:00+03:00' } : item,
        );
        return jsonResponse(state.questions.find((item) => item.id === 31));
      },
    },
  );
  return { api, state };
}

describe('questions on the performers tab', () => {
  it('shows who asked, and answers once to every invitee', async () => {
    visitAs('client');
    const { api } = withQuestions([
      question(30, {
        text: 'Какой тираж?',
        contractor: 12,
        contractor_name: 'Первая строка',
        answer: 'Десять тысяч.',
        answered_at: '2026-11-19T15:00:00+03:00',
      }),
      question(31),
    ]);
    await renderApp('/dashboard/project/2/performers');
    const list = await screen.findByRole('list', { name: 'Вопросы агентств' });
    expect(within(list).getByRole('link', { name: 'Северный ветер' })).toBeTruthy();
    expect(within(list).getByText('Десять тысяч.')).toBeTruthy();
    expect(screen.getByText('Ждут ответа: 1 вопрос')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Ответ на вопрос агентства Северный ветер' });
    fireEvent.click(within(form).getByRole('button', { name: 'Ответить всем' }));
    expect(await within(form).findByText('Напишите ответ.')).toBeTruthy();
    expect(api.callsTo('/tender/api/v1/questions/31/answer/')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Ваш ответ'), {
      target: { value: '  Только в Москве.  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Ответить всем' }));
    expect(await within(list).findByText('Только в Москве.')).toBeTruthy();
    expect(api.callsTo('/tender/api/v1/questions/31/answer/')[0]!.body).toEqual({
      answer: 'Только в Москве.',
    });
    // answered: no form is left, an answer is not changed afterwards
    expect(screen.queryByRole('form', { name: /Ответ на вопрос/ })).toBeNull();
    expect(screen.queryByText(/Ждут ответа/)).toBeNull();
  });

  it('reads the questions again when an agency asks while the tab is open', async () => {
    visitAs('client');
    const { state, api } = withQuestions([]);
    await renderApp('/dashboard/project/2/performers');
    expect(await screen.findByText('Агентства ещё не задавали вопросов.')).toBeTruthy();
    state.questions = [question(31)];
    // another project's question changes nothing here
    await deliverNotification('tender_question_asked', { project_id: 3 });
    expect(api.callsTo(QUESTIONS)).toHaveLength(1);
    await deliverNotification('tender_question_asked', { project_id: 2 });
    expect(await screen.findByText('Нужны ли съёмки в регионах?')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(QUESTIONS)).toHaveLength(2));
  });
});
