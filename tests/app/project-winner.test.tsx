import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp, visitAs } from './helpers';
import { CANDIDATES, fakeServer, prepareTenderTabs, TENDER } from './project-tender-support';
import { PROJECT } from './tender-support';

// /dashboard/project/{id}/winner against a fake server: closing the project with a winner elsewhere or a
// cancellation; with a winner chosen here, accepting its work and then the review.

prepareTenderTabs();

describe('/dashboard/project/{id}/winner', () => {
  it('closes the project with a winner outside the platform, name required', async () => {
    visitAs('client');
    const api = fakeServer({ tender: TENDER, candidates: CANDIDATES() });
    await renderApp('/dashboard/project/2/winner');
    const proposals = await screen.findByRole('list', { name: 'Присланные предложения' });
    expect(within(proposals).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Победитель не на платформе' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть проект' }));
    expect(await within(dialog).findByText('Укажите название исполнителя.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Название исполнителя'), {
      target: { value: 'ООО «Своя команда»' },
    });
    fireEvent.change(within(dialog).getByLabelText('Что сказать агентствам'), {
      target: { value: 'Решили делать силами партнёра.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть проект' }));
    expect(await screen.findByText(/^Победитель вне платформы ·/)).toBeTruthy();
    expect(
      api.callsTo('/tender/api/v1/tenders/make-third-party-contractor-winner/')[0]!.body,
    ).toEqual({ project: 2, name: 'ООО «Своя команда»', reason: 'Решили делать силами партнёра.' });
    expect(screen.getByText(/ООО «Своя команда»/)).toBeTruthy();
    // A winner elsewhere gets no review here.
    expect(screen.queryByRole('button', { name: 'Опубликовать отзыв' })).toBeNull();
  });

  it('cancels the project with a reason, required', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/dashboard/project/2/winner');
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить проект' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить проект' }));
    expect(await within(dialog).findByText('Укажите причину отмены проекта.')).toBeTruthy();
    expect(api.callsTo('/tender/api/v1/tenders/cancel-project/')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Причина отмены'), {
      target: { value: 'Бюджет перенесли на следующий год.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить проект' }));
    expect(await screen.findByText(/^Проект отменён ·/)).toBeTruthy();
    expect(api.callsTo('/tender/api/v1/tenders/cancel-project/')[0]!.body).toEqual({
      project: 2,
      reason: 'Бюджет перенесли на следующий год.',
    });
    expect(screen.getByText('Причина: Бюджет перенесли на следующий год.')).toBeTruthy();
  });

  it('a winner chosen here: the work is accepted after a question, then the review form opens', async () => {
    visitAs('client');
    const api = fakeServer({
      project: { ...PROJECT, status: 'in_work' },
      tender: { ...TENDER, is_open: false },
      closing: {
        kind: 'winner',
        contractor: 11,
        contractor_name: 'Северный ветер',
        third_party_name: null,
        reason: '',
        closed_at: '2026-11-19T20:00:00+03:00',
      },
    });
    await renderApp('/dashboard/project/2/winner');
    const work = await screen.findByRole('region', { name: 'Работа по проекту' });
    expect(within(work).getByText(/Отзыв о работе агентства откроется после приёмки/)).toBeTruthy();
    expect(screen.getByText('В работе')).toBeTruthy();
    expect(screen.queryByText('Опубликовать отзыв')).toBeNull();

    fireEvent.click(within(work).getByRole('button', { name: 'Принять работу' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Принять работу?')).toBeTruthy();
    // «Отмена» sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(api.callsTo('/project/api/v1/projects/2/complete/')).toHaveLength(0);
    fireEvent.click(within(work).getByRole('button', { name: 'Принять работу' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Принять работу' }));
    // Role queries over antd's dialog are slow in jsdom: by text instead.
    expect(await screen.findByText('Опубликовать отзыв')).toBeTruthy();
    expect(api.callsTo('/project/api/v1/projects/2/complete/')).toHaveLength(1);
    expect(screen.queryByText('Работа по проекту')).toBeNull();
    // the status tag (and the toast)
    expect(screen.getAllByText('Работа принята').length).toBeGreaterThan(0);
  });

  it('once the work is accepted, takes the review: every score and the answer required', async () => {
    visitAs('client');
    const api = fakeServer({
      project: { ...PROJECT, status: 'completed' },
      tender: { ...TENDER, is_open: false },
      closing: {
        kind: 'winner',
        contractor: 11,
        contractor_name: 'Северный ветер',
        third_party_name: null,
        reason: '',
        closed_at: '2026-11-19T20:00:00+03:00',
      },
    });
    await renderApp('/dashboard/project/2/winner');
    fireEvent.click(await screen.findByRole('button', { name: 'Опубликовать отзыв' }));
    expect(await screen.findAllByText('Поставьте оценку от 1 до 5.')).toHaveLength(4);
    expect(screen.getByText('Ответьте да или нет.')).toBeTruthy();
    expect(api.callsTo('/review/api/v1/contractor-reviews/')).toHaveLength(0);

    const scores = {
      'Качество работы': 5,
      'Соблюдение сроков': 4,
      Коммуникация: 5,
      'Цена и качество': 3,
    };
    // A legend names each group of radios (getByRole over antd's tree is slow in jsdom: by text instead).
    const group = (legend: string) =>
      // eslint-disable-next-line testing-library/no-node-access -- a role query here is slow
      within(screen.getByText(legend).closest('fieldset')!);
    for (const [criterion, score] of Object.entries(scores))
      fireEvent.click(group(criterion).getByLabelText(`${score} из 5`));
    fireEvent.click(group('Порекомендуете агентство?').getByLabelText('Да'));
    fireEvent.change(screen.getByLabelText('Отзыв'), {
      target: { value: 'Сделали всё в срок, контент живой.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать отзыв' }));
    const shown = await screen.findByRole('article', { name: 'Ваш отзыв' });
    expect(api.callsTo('/review/api/v1/contractor-reviews/')[0]!.body).toEqual({
      project: 2,
      contractor: 11,
      quality: 5,
      deadlines: 4,
      communication: 5,
      value: 3,
      would_recommend: true,
      text: 'Сделали всё в срок, контент живой.',
    });
    expect(within(shown).getByText('Проверенный отзыв')).toBeTruthy();
    expect(within(shown).getByRole('img', { name: '4 из 5' })).toBeTruthy();
    expect(within(shown).getByText('Агентство пока не ответило на отзыв.')).toBeTruthy();
  });

  it('shows the review given with the agency’s reply', async () => {
    visitAs('client');
    fakeServer({
      project: { ...PROJECT, status: 'completed' },
      closing: {
        kind: 'winner',
        contractor: 11,
        contractor_name: 'Северный ветер',
        third_party_name: null,
        reason: '',
        closed_at: '2026-11-19T20:00:00+03:00',
      },
      reviews: [
        {
          id: 40,
          project: 2,
          project_title: PROJECT.title,
          contractor: 11,
          company: 9,
          company_name: 'Пекарни «Колосок»',
          author_name: 'Анна Смирнова',
          quality: 5,
          deadlines: 5,
          communication: 4,
          value: 4,
          would_recommend: true,
          text: 'Отличная работа.',
          reply: 'Спасибо, было интересно!',
          replied_at: '2026-11-20T08:00:00+03:00',
          created_at: '2026-11-19T21:00:00+03:00',
          verified: true,
        },
      ],
    });
    await renderApp('/dashboard/project/2/winner');
    const shown = await screen.findByRole('article', { name: 'Ваш отзыв' });
    expect(within(shown).getByText('Спасибо, было интересно!')).toBeTruthy();
    expect(within(shown).getByText('Ответ агентства · 20 нояб. 2026, 08:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Опубликовать отзыв' })).toBeNull();
  });
});
