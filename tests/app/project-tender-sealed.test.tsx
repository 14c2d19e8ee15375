import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, visitAs } from './helpers';
import {
  CANDIDATES,
  fakeServer,
  prepareTenderTabs,
  SEALED_CANDIDATES,
  SEALED_TENDER,
  TENDER,
} from './project-tender-support';

// The client's tender tabs while the proposals are sealed (who sent and when, no content, no decisions),
// and the winner's choice that may keep the price relation from the others.

prepareTenderTabs();

describe('sealed proposals on the client’s tabs', () => {
  it('the performers tab lists who sent and when, says when they open, and offers no decision', async () => {
    visitAs('client');
    fakeServer({ tender: SEALED_TENDER, candidates: SEALED_CANDIDATES() });
    await renderApp('/dashboard/project/2/performers');
    const list = await screen.findByRole('list', { name: 'Участники и их предложения' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Северный ветерПредложение отправлено 19 нояб. 2026, 16:00',
      'Агентство «Тезис»Предложение отправлено 19 нояб. 2026, 18:00',
      'Студия «Колос»Ждём предложение',
    ]);
    expect(screen.getByText('Предложения запечатаны')).toBeTruthy();
    expect(
      screen.getByText(
        /^Предложения вскроются 30 нояб\. 2026, 18:00 или когда ответят все приглашённые\./,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Отправлено 2 предложения из 3.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Предложения участников' })).toBeNull();
    expect(
      screen.queryByRole('button', { name: /Выбрать победителем|В шорт-лист|Отклонить/ }),
    ).toBeNull();
  });

  it('the winner tab waits for the opening too', async () => {
    visitAs('client');
    fakeServer({ tender: SEALED_TENDER, candidates: SEALED_CANDIDATES() });
    await renderApp('/dashboard/project/2/winner');
    expect(await screen.findByText('Предложения запечатаны')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Присланные предложения' })).toBeNull();
    // Closing the project another way does not need the content.
    expect(screen.getByRole('button', { name: 'Отменить проект' })).toBeTruthy();
  });

  it('once opened, the winner may be chosen without telling the others how its price compares', async () => {
    visitAs('client');
    const api = fakeServer({ tender: TENDER, candidates: CANDIDATES() });
    await renderApp('/dashboard/project/2/performers');
    await screen.findByRole('list', { name: 'Предложения участников' });
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать победителем «Северный ветер»' }));
    const choose = await screen.findByRole('dialog', {
      name: 'Выбрать «Северный ветер» победителем?',
    });
    const tell = within(choose).getByRole<HTMLInputElement>('checkbox', {
      name: 'Сообщить участникам, какой была цена победителя относительно их цены',
    });
    expect(tell.checked).toBe(true);
    fireEvent.click(tell);
    fireEvent.click(within(choose).getByRole('button', { name: 'Выбрать победителем' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
        status: 'winner',
        tell_price: false,
      }),
    );
  });
});
