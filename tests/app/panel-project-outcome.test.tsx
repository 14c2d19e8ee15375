import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InboxProject } from '../../contract/tender';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, renderApp, visitAs } from './helpers';
import {
  candidate,
  CLIENT_REVIEWS,
  COMMUNICATION,
  tender,
  prepareInboxPages,
} from './panel-inbox-support';
import { serve, viewed } from './panel-project-support';
import { section as region } from './panel-section-support';

// /panel/projects/{id} once the tender is closed: the outcome and its reason, the agency's rating of the
// tender and its review of the client.

prepareInboxPages();

describe('the outcome and the ratings', () => {
  const closed = (overrides: Partial<InboxProject> = {}) =>
    viewed({
      status: 'accepted',
      state: 'lost',
      tender: tender({ is_open: false }),
      candidate: candidate({ status: 'participant', submitted_at: '2026-11-24T12:00:00Z' }),
      closing: {
        kind: 'winner',
        contractor: 9,
        contractor_name: 'Агентство «Юг»',
        third_party_name: null,
        reason: 'Их предложение дешевле при тех же сроках.',
        closed_at: '2026-12-11T12:00:00Z',
      },
      // the other agency's work goes on
      project_status: 'in_work',
      ...overrides,
    });

  it('another agency won: who, and the reason the client gave; the tender is rated', async () => {
    visitAs('employee');
    const { api } = serve(closed(), {
      [`POST ${COMMUNICATION}`]: () => jsonResponse({ id: 1 }, 201),
    });
    await renderApp('/panel/projects/7');
    const outcome = await region('Итог');
    expect(outcome.textContent).toContain('Выбран победитель');
    expect(outcome.textContent).toContain('Заказчик выбрал другое агентство: Агентство «Юг».');
    expect(outcome.textContent).toContain(
      'Причина, которую назвал заказчик: Их предложение дешевле при тех же сроках.',
    );
    expect(screen.queryByRole('region', { name: 'Отзыв о заказчике' })).toBeNull();

    const form = await screen.findByRole('form', { name: 'Оценка тендера' });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить оценку' }));
    expect(await within(form).findAllByText('Поставьте оценку от 1 до 5.')).toHaveLength(3);
    expect(api.callsTo(COMMUNICATION)).toHaveLength(0);

    const pick = (legend: string, score: string) =>
      fireEvent.click(
        within(within(form).getByRole('group', { name: legend })).getByRole('radio', {
          name: score,
        }),
      );
    pick('Понятность брифа', '4');
    pick('Скорость ответов', '5');
    pick('Обратная связь', '3');
    fireEvent.change(within(form).getByLabelText('Комментарий'), {
      target: { value: 'Быстро отвечали.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить оценку' }));
    await waitFor(() => expect(api.callsTo(COMMUNICATION)).toHaveLength(1));
    expect(api.callsTo(COMMUNICATION)[0]!.body).toEqual({
      project: 7,
      brief_clarity: 4,
      response_speed: 5,
      feedback: 3,
      text: 'Быстро отвечали.',
    });
    expect(await screen.findByText(/^Спасибо: оценка сохранена/)).toBeTruthy();
  });

  it('a tender the agency rated before shows its thanks, not the form again', async () => {
    visitAs('employee');
    serve(closed({ tender_rated: true }));
    await renderApp('/panel/projects/7');
    await region('Итог');
    expect(await screen.findByText(/^Спасибо: оценка сохранена/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Оценка тендера' })).toBeNull();
  });

  /** The demo agency won: its work in work, or accepted. */
  const won = (project_status: InboxProject['project_status']) =>
    closed({
      state: 'won',
      candidate_status: 'winner',
      candidate: candidate({ status: 'winner', submitted_at: '2026-11-24T12:00:00Z' }),
      closing: {
        ...closed().closing!,
        contractor: 5,
        contractor_name: 'Северный ветер',
        reason: '',
      },
      project_status,
    });

  it('the winner, its work in work: rates the tender now, the client once it accepts the work', async () => {
    visitAs('executor');
    const { api } = serve(won('in_work'));
    await renderApp('/panel/projects/7');
    const outcome = await region('Итог');
    expect(outcome.textContent).toContain('Заказчик выбрал ваше агентство. Поздравляем!');
    expect(outcome.textContent).toContain(
      'В работе. Когда вы всё сдадите, заказчик отметит работу',
    );
    expect(await screen.findByRole('form', { name: 'Оценка тендера' })).toBeTruthy();
    const review = await region('Отзыв о заказчике');
    expect(review.textContent).toContain(
      'Отзыв о заказчике можно будет оставить, когда заказчик примет работу по проекту.',
    );
    expect(screen.queryByRole('form', { name: 'Отзыв о заказчике' })).toBeNull();
    expect(api.callsTo(CLIENT_REVIEWS)).toHaveLength(0);
  });

  it('the winner reads it won, its work accepted, and rates the client', async () => {
    visitAs('executor');
    const { api } = serve(won('completed'), {
      [`POST ${CLIENT_REVIEWS}`]: () => jsonResponse({ id: 1 }, 201),
    });
    await renderApp('/panel/projects/7');
    const outcome = await region('Итог');
    expect(outcome.textContent).toContain('Заказчик выбрал ваше агентство. Поздравляем!');
    expect(outcome.textContent).toContain('Работа принята. Заказчик отметил работу');
    expect(outcome.textContent).not.toContain('Причина');

    const form = await screen.findByRole('form', { name: 'Отзыв о заказчике' });
    fireEvent.click(within(form).getByRole('button', { name: 'Оставить отзыв' }));
    expect(await within(form).findByText('Поставьте оценку от 1 до 5.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: '5' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Оставить отзыв' }));
    await waitFor(() => expect(api.callsTo(CLIENT_REVIEWS)).toHaveLength(1));
    expect(api.callsTo(CLIENT_REVIEWS)[0]!.body).toEqual({ project: 7, rating: 5 });
    expect(await screen.findByText('Спасибо: отзыв о заказчике сохранён.')).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Оценка тендера' })).toBeTruthy();
  });

  it('a review refused by the server says why', async () => {
    visitAs('executor');
    serve(
      closed({
        candidate: candidate({ status: 'winner' }),
        closing: { ...closed().closing!, contractor: 5, contractor_name: 'Северный ветер' },
        project_status: 'completed',
      }),
      {
        [`POST ${CLIENT_REVIEWS}`]: () =>
          jsonResponse({ detail: 'Вы уже оставили отзыв по этому проекту.' }, 400),
      },
    );
    await renderApp('/panel/projects/7');
    const form = await screen.findByRole('form', { name: 'Отзыв о заказчике' });
    fireEvent.click(within(form).getByRole('radio', { name: '4' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Оставить отзыв' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Вы уже оставили отзыв по этому проекту.',
    );
  });

  it('a rejected proposal, a third-party winner and a cancellation each tell their reason', async () => {
    visitAs('executor');
    serve(
      viewed({
        status: 'accepted',
        state: 'lost',
        tender: tender(),
        candidate: candidate({
          status: 'rejected',
          rejection_reason_name: 'Цена выше бюджета',
          rejection_comment: 'Превышение в два раза.',
        }),
      }),
    );
    const { unmount: leaveFirst } = await renderApp('/panel/projects/7');
    expect((await region('Итог')).textContent).toContain(
      'Заказчик отклонил ваше предложение: Цена выше бюджета. Превышение в два раза.',
    );
    // The tender is still open, but a rejected proposal is no longer changed.
    expect(screen.queryByRole('form', { name: 'Предложение' })).toBeNull();
    leaveFirst();
    queryClient.clear();

    serve(
      closed({
        closing: {
          ...closed().closing!,
          kind: 'third_party',
          contractor: null,
          contractor_name: null,
          third_party_name: 'Студия «Запад»',
          reason: 'Работали с ними раньше.',
        },
        project_status: 'closed',
      }),
    );
    const { unmount: leaveSecond } = await renderApp('/panel/projects/7');
    const outcome = await region('Итог');
    expect(outcome.textContent).toContain('Победитель вне платформы');
    expect(outcome.textContent).toContain(
      'Заказчик выбрал исполнителя вне платформы: Студия «Запад».',
    );
    expect(outcome.textContent).toContain('Работали с ними раньше.');
    leaveSecond();
    queryClient.clear();

    serve(
      closed({
        closing: {
          ...closed().closing!,
          kind: 'cancelled',
          contractor: null,
          contractor_name: null,
          reason: 'Бюджет урезали.',
        },
        project_status: 'closed',
      }),
    );
    await renderApp('/panel/projects/7');
    const cancelled = await region('Итог');
    expect(cancelled.textContent).toContain('Заказчик отменил проект.');
    expect(cancelled.textContent).toContain('Бюджет урезали.');
  });
});
