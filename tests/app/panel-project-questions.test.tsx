import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { QUESTION_MESSAGES } from '../../contract/tender-question-rules';
import type { TenderQuestion, TenderQuestions } from '../../contract/tender-questions';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { candidate, prepareInboxPages, tender } from './panel-inbox-support';
import { serve, viewed } from './panel-project-support';
import { section } from './panel-section-support';

// /panel/projects/{id}: «Вопросы и ответы» as an invitee reads them (no asker but its own), its question
// while questions are taken and the form off after the cutoff; a proposal sent before a brief change.

prepareInboxPages();

const QUESTIONS = '/tender/api/v1/projects/7/questions/';

const question = (id: number, overrides: Partial<TenderQuestion> = {}): TenderQuestion => ({
  id,
  project: 7,
  text: 'Какой тираж?',
  asked_at: '2026-11-24T12:00:00Z',
  answer: 'Десять тысяч.',
  answered_at: '2026-11-24T15:00:00Z',
  mine: false,
  contractor: null,
  contractor_name: null,
  ...overrides,
});

const inTender = (overrides: Parameters<typeof candidate>[0] = {}) =>
  viewed({
    status: 'accepted',
    state: 'tender',
    candidate_status: 'participant',
    tender_deadline: '2026-12-10T12:00:00Z',
    tender: tender(),
    candidate: candidate(overrides),
  });

const answerOf =
  (questions: TenderQuestion[], more: Partial<TenderQuestions> = {}) =>
  () =>
    jsonResponse({
      questions,
      can_ask: true,
      ask_until: '2026-12-09T12:00:00Z',
      ask_note: '',
      ...more,
    });

describe('questions on the agency’s project page', () => {
  it('reads the answers without the asker, and asks its own question', async () => {
    visitAs('employee');
    const { api } = serve(inTender(), {
      [`GET ${QUESTIONS}`]: answerOf([
        question(1),
        question(2, { text: 'А сроки?', answer: null, answered_at: null, mine: true }),
      ]),
      [`POST ${QUESTIONS}`]: (call) =>
        jsonResponse(question(3, { ...(call.body as object), answer: null, mine: true }), 201),
    });
    await renderApp('/panel/projects/7');
    const card = await section('Вопросы и ответы');
    const list = within(card).getByRole('list', { name: 'Вопросы по ТЗ' });
    expect(within(list).getByText('Десять тысяч.')).toBeTruthy();
    expect(within(list).getByText('Ждёт ответа заказчика.')).toBeTruthy();
    expect(within(list).getAllByText(/Ваш вопрос/)).toHaveLength(1);
    expect(card.textContent).toContain('Вопросы принимаются до 9 декабря');

    const form = within(card).getByRole('form', { name: 'Задать вопрос' });
    fireEvent.click(within(form).getByRole('button', { name: 'Задать вопрос' }));
    expect(await within(form).findByText(QUESTION_MESSAGES.questionRequired)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Ваш вопрос по ТЗ'), {
      target: { value: 'Нужна ли озвучка?' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Задать вопрос' }));
    expect(await screen.findByText('Вопрос отправлен')).toBeTruthy();
    expect(api.callsTo(QUESTIONS).find((call) => call.method === 'POST')!.body).toEqual({
      text: 'Нужна ли озвучка?',
    });
  });

  it('after the cutoff the form is off and says why', async () => {
    visitAs('employee');
    serve(inTender(), {
      [`GET ${QUESTIONS}`]: answerOf([], { can_ask: false, ask_note: QUESTION_MESSAGES.tooLate }),
    });
    await renderApp('/panel/projects/7');
    const card = await section('Вопросы и ответы');
    expect(within(card).getByText(QUESTION_MESSAGES.tooLate)).toBeTruthy();
    expect(within(card).getByLabelText<HTMLTextAreaElement>('Ваш вопрос по ТЗ').disabled).toBe(
      true,
    );
    expect(
      within(card).getByRole<HTMLButtonElement>('button', { name: 'Задать вопрос' }).disabled,
    ).toBe(true);
  });

  it('marks a proposal sent before the brief changed', async () => {
    visitAs('employee');
    serve(
      inTender({
        price: 1_200_000,
        timeline_days: 45,
        approach: 'Снимем за два дня.',
        submitted_at: '2026-11-24T12:00:00Z',
        before_brief_change: true,
      }),
    );
    await renderApp('/panel/projects/7');
    const card = await section('Ваше предложение');
    expect(within(card).getByText('Предложение отправлено до изменения ТЗ')).toBeTruthy();
  });
});
