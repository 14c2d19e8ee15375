import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { CANDIDATES, fakeServer, prepareTenderTabs, TENDER } from './project-tender-support';

// /dashboard/project/{id}/performers against a fake server: the invitees' answers, starting the tender, the
// comparison matrix against the brief, shortlist / reject / choose.

prepareTenderTabs();

const patchOf = (api: ReturnType<typeof fakeServer>, id: number) =>
  api.calls.find(
    (call) => call.method === 'PATCH' && call.path === `/tender/api/v1/tender-candidates/${id}/`,
  )?.body;

const card = (name: string) => screen.getByRole('article', { name });

/** The width at which the matrix becomes a table (jsdom's matchMedia says no to everything otherwise). */
function wideScreen() {
  const matchMedia = window.matchMedia.bind(window);
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...matchMedia(query),
    matches: query === '(min-width: 768px)',
  }));
}

describe('/dashboard/project/{id}/performers', () => {
  it('shows each invitee’s answer and starts the tender with a deadline in the future', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/dashboard/project/2/performers');
    const invited = await screen.findByRole('list', { name: 'Приглашённые агентства' });
    expect(within(invited).getAllByText('Принято')).toHaveLength(2);
    expect(within(invited).getByText('Причина: Нет свободной команды')).toBeTruthy();
    // The ranking stays on the tab, below the tender's part.
    expect(await screen.findByRole('link', { name: 'Весь подбор с объяснениями' })).toBeTruthy();

    const deadline = screen.getByLabelText('Приём предложений до');
    fireEvent.click(screen.getByRole('button', { name: 'Начать тендер' }));
    expect(await screen.findByText('Укажите срок приёма предложений.')).toBeTruthy();
    fireEvent.change(deadline, { target: { value: '2026-11-20T08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Начать тендер' }));
    expect(await screen.findByText('Срок приёма предложений должен быть в будущем.')).toBeTruthy();
    expect(api.callsTo('/tender/api/v1/tenders/')).toHaveLength(0);

    fireEvent.change(deadline, { target: { value: '2026-11-30T18:00' } });
    fireEvent.change(screen.getByLabelText('Условия тендера'), {
      target: { value: 'Предложение с медиапланом.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Начать тендер' }));
    expect(await screen.findByText('Приём предложений')).toBeTruthy();
    expect(api.callsTo('/tender/api/v1/tenders/')[0]!.body).toEqual({
      project: 2,
      deadline: '2026-11-30T18:00:00+03:00',
      terms: 'Предложение с медиапланом.',
    });
    expect(screen.getByText('до 30 нояб. 2026, 18:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Начать тендер' })).toBeNull();
  });

  it('compares the proposals against the brief: price against the band, timeline, services', async () => {
    visitAs('client');
    fakeServer({ tender: TENDER, candidates: CANDIDATES() });
    await renderApp('/dashboard/project/2/performers');
    await screen.findByRole('list', { name: 'Предложения участников' });
    const first = within(card('Северный ветер'));
    expect(first.getByText('20 000 000 ₽')).toBeTruthy();
    expect(first.getByText('В бюджете')).toBeTruthy();
    expect(first.getByText('Успевает к сроку')).toBeTruthy();
    expect(first.getByText('4,7 из 5 · 12 отзывов')).toBeTruthy();
    expect(first.getByText('82 из 100')).toBeTruthy();
    const second = within(card('Агентство «Тезис»'));
    expect(second.getByText('Выше бюджета')).toBeTruthy();
    // Work from the project's start (1 Dec) for 120 days ends on 31 Mar, a month after the deadline.
    expect(second.getByText('Позже срока на 31 дн.')).toBeTruthy();
    expect(second.getByText('Нет: Таргетированная реклама')).toBeTruthy();
    const third = within(card('Студия «Колос»'));
    expect(third.getByText('Ещё не отправлено')).toBeTruthy();
    // No proposal, no choosing it.
    expect(third.queryByRole('button', { name: /Выбрать победителем/ })).toBeNull();
    expect(screen.getByText('2 из 3')).toBeTruthy();
  });

  it('on a wide screen the matrix is a table: criteria as rows, the brief and candidates as columns', async () => {
    visitAs('client');
    wideScreen();
    fakeServer({ tender: TENDER, candidates: CANDIDATES() });
    await renderApp('/dashboard/project/2/performers');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent.replace(/\s+/g, ' ')),
    ).toEqual(['Критерий', 'Бриф', 'Северный ветер', 'Агентство «Тезис»', 'Студия «Колос»']);
    const price = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByRole('rowheader', { name: 'Цена' }))!;
    expect(
      within(price)
        .getAllByRole('cell')
        .map((cell) => cell.textContent.replace(/\s+/g, ' ')),
    ).toEqual(['15-30 млн руб', '20 000 000 ₽В бюджете', '35 000 000 ₽Выше бюджета', 'Нет цены']);
  });

  it('shortlists, rejects with a reason and chooses the winner, each through the candidate’s PATCH', async () => {
    visitAs('client');
    const api = fakeServer({ tender: TENDER, candidates: CANDIDATES() });
    await renderApp('/dashboard/project/2/performers');
    await screen.findByRole('list', { name: 'Предложения участников' });

    fireEvent.click(screen.getByRole('button', { name: 'В шорт-лист «Северный ветер»' }));
    expect(await within(card('Северный ветер')).findByText('В шорт-листе')).toBeTruthy();
    expect(patchOf(api, 21)).toEqual({ status: 'shortlisted' });

    fireEvent.click(screen.getByRole('button', { name: 'Отклонить Агентство «Тезис»' }));
    const reject = await screen.findByRole('dialog');
    fireEvent.click(within(reject).getByRole('button', { name: 'Отклонить' }));
    expect(await within(reject).findByText('Выберите причину.')).toBeTruthy();
    expect(patchOf(api, 22)).toBeUndefined();
    await within(reject).findByRole('option', { name: 'Цена выше бюджета' });
    fireEvent.change(within(reject).getByLabelText('Причина'), { target: { value: '1' } });
    fireEvent.change(within(reject).getByLabelText('Комментарий для агентства'), {
      target: { value: 'Дорого для нас' },
    });
    fireEvent.click(within(reject).getByRole('button', { name: 'Отклонить' }));
    expect(
      await within(card('Агентство «Тезис»')).findByText('Цена выше бюджета — Дорого для нас'),
    ).toBeTruthy();
    expect(patchOf(api, 22)).toEqual({
      status: 'rejected',
      rejection_reason: 1,
      rejection_comment: 'Дорого для нас',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Выбрать победителем «Северный ветер»' }));
    const choose = await screen.findByRole('dialog', {
      name: 'Выбрать «Северный ветер» победителем?',
    });
    fireEvent.change(within(choose).getByLabelText('Сообщение остальным участникам'), {
      target: { value: 'Выбрали предложение с лучшим сроком.' },
    });
    fireEvent.click(within(choose).getByRole('button', { name: 'Выбрать победителем' }));
    expect(await screen.findByText(/^Выбран победитель/)).toBeTruthy();
    const winner = api.calls.filter((call) => call.method === 'PATCH').at(-1)!;
    expect(winner.body).toEqual({
      status: 'winner',
      others_reason: 'Выбрали предложение с лучшим сроком.',
    });
    // The project closed: no more decisions in the matrix.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Отклонить/ })).toBeNull());
  });

  it('shows the server’s refusal of a decision inside its dialog', async () => {
    visitAs('client');
    fakeServer(
      { tender: TENDER, candidates: CANDIDATES() },
      {
        'PATCH /tender/api/v1/tender-candidates/21/': () =>
          jsonResponse({ detail: 'Победитель уже выбран.' }, 409),
      },
    );
    await renderApp('/dashboard/project/2/performers');
    await screen.findByRole('list', { name: 'Предложения участников' });
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать победителем «Северный ветер»' }));
    const choose = await screen.findByRole('dialog');
    fireEvent.click(within(choose).getByRole('button', { name: 'Выбрать победителем' }));
    expect(await within(choose).findByText('Победитель уже выбран.')).toBeTruthy();
  });
});
