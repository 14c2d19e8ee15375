import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, visitAs } from './helpers';
import { fakeServer, prepareClientProject } from './client-project-support';

// /performers/{id} against a fake server: the ranked performers with their reasons, and the actions that
// change the ranking (favourite, exclusion, a requirement), similar agencies and the budget check.

prepareClientProject();

const agencyCard = (name: string) => screen.getByRole('article', { name });

describe('/performers/{id}', () => {
  it('lists the ranked agencies with their score and, on demand, each criterion’s points', async () => {
    visitAs('client');
    fakeServer();
    await renderApp('/performers/2');
    expect(await screen.findByText('Подходят 3 агентства')).toBeTruthy();
    const first = within(agencyCard('Северный ветер'));
    expect(first.getByLabelText('Совпадение 45 из 100')).toBeTruthy();
    expect(first.getByText('Санкт-Петербург · 12 сотрудников')).toBeTruthy();
    expect(first.getByText('Отзывов пока нет')).toBeTruthy();
    fireEvent.click(first.getByRole('button', { name: /Почему подходит/ }));
    expect(await first.findByText('Опыт в отрасли')).toBeTruthy();
    expect(first.getByText('Ритейл')).toBeTruthy();
    expect(first.getByText('+20')).toBeTruthy();
    expect(first.getByText('+25')).toBeTruthy();
    // The client's own inclusion, with the filters it fails.
    const included = within(agencyCard('Студия «Колос»'));
    expect(included.getByText('Добавлено вами')).toBeTruthy();
    expect(
      included.getByText('Не проходит: Нет нужной услуги, Команда меньше 10 человек'),
    ).toBeTruthy();
    expect(within(agencyCard('Северный ветер')).queryByText('Добавлено вами')).toBeNull();
  });

  it('narrows the loaded page by name', async () => {
    visitAs('client');
    fakeServer();
    await renderApp('/performers/2');
    await screen.findByText('Подходят 3 агентства');
    fireEvent.change(screen.getByLabelText('Поиск по названию'), { target: { value: 'тезис' } });
    expect(
      screen
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Агентство «Тезис»']);
  });

  it('«В избранное» marks the agency and pins it first; every agency stays listed', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/performers/2');
    await screen.findByText('Подходят 3 агентства');
    const names = () =>
      screen
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
    fireEvent.click(
      within(agencyCard('Агентство «Тезис»')).getByRole('button', { name: 'В избранное' }),
    );
    await waitFor(() =>
      expect(api.callsTo('/recruitment/api/v1/requirements-whitelist/')[0]?.body).toEqual({
        requirement: 4,
        contractor: 12,
      }),
    );
    await waitFor(() =>
      expect(names()).toEqual(['Агентство «Тезис»', 'Северный ветер', 'Студия «Колос»']),
    );
    expect(screen.getByText('Подходят 3 агентства')).toBeTruthy();
    const favourite = within(agencyCard('Агентство «Тезис»'));
    expect(favourite.getByText('В избранном', { selector: '.plain-tag' })).toBeTruthy();
    expect(favourite.getByRole<HTMLButtonElement>('button', { name: 'В избранном' }).disabled).toBe(
      true,
    );
    expect(
      within(agencyCard('Северный ветер')).queryByText('В избранном', { selector: '.plain-tag' }),
    ).toBeNull();
    // A second favourite from the same list: both first, by score.
    fireEvent.click(
      within(agencyCard('Студия «Колос»')).getByRole('button', { name: 'В избранное' }),
    );
    await waitFor(() =>
      expect(names()).toEqual(['Агентство «Тезис»', 'Студия «Колос»', 'Северный ветер']),
    );
    expect(screen.queryByText(/подбор показывает только их/)).toBeNull();
  });

  it('«Только избранные» shows the favourites alone, and says so in the URL', async () => {
    visitAs('client');
    const api = fakeServer({ excluded: [], whitelist: [{ id: 200, contractor: 12 }] });
    const { router } = await renderApp('/performers/2');
    await screen.findByText('Подходят 3 агентства');
    const only = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Только избранные' });
    expect(only.checked).toBe(false);
    fireEvent.click(only);
    expect(only.checked).toBe(true); // at once, before the router has committed the new URL
    expect(await screen.findByText('Подходит 1 агентство из избранного')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(agencyCard('Агентство «Тезис»')).toBeTruthy();
    const calls = api.callsTo('/contractor/api/projects/2/dynamic-contractor/');
    expect(calls.at(-1)!.query.get('favourites_only')).toBe('true');
    expect(router.state.location.search).toBe('?favourites=1');
  });

  it('opened at `?favourites=1` (a reload) keeps «Только избранные» on, until it is turned off', async () => {
    visitAs('client');
    fakeServer({ excluded: [], whitelist: [{ id: 200, contractor: 12 }] });
    const { router } = await renderApp('/performers/2?favourites=1');
    expect(await screen.findByText('Подходит 1 агентство из избранного')).toBeTruthy();
    const only = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Только избранные' });
    expect(only.checked).toBe(true);
    fireEvent.click(only);
    expect(await screen.findByText('Подходят 3 агентства')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate(-1)); // back: the switch follows the URL
    expect(await screen.findByText('Подходит 1 агентство из избранного')).toBeTruthy();
    expect(only.checked).toBe(true);
  });

  it('«Только избранные» with no favourites says how to add them', async () => {
    visitAs('client');
    fakeServer();
    await renderApp('/performers/2?favourites=1');
    expect(
      await screen.findByText('В избранном пока пусто. Отмечайте агентства кнопкой «В избранное».'),
    ).toBeTruthy();
  });

  it('«Исключить» asks, then excludes the agency and it leaves the ranking', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/performers/2');
    await screen.findByText('Подходят 3 агентства');
    fireEvent.click(
      within(agencyCard('Агентство «Тезис»')).getByRole('button', { name: 'Исключить' }),
    );
    expect(api.callsTo('/recruitment/api/v1/requirements-exclusion/')).toHaveLength(0);
    const popover = await screen.findByRole('group', { name: 'Исключить агентство из подбора?' });
    fireEvent.click(within(popover).getByRole('button', { name: 'Исключить' }));
    expect(await screen.findByText('Подходят 2 агентства')).toBeTruthy();
    expect(api.callsTo('/recruitment/api/v1/requirements-exclusion/')[0]!.body).toEqual({
      requirement: 4,
      contractor: 12,
    });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Агентство «Тезис»' })).toBeNull(),
    );
  });

  it('«Похожие» shows agencies like that one for this project, with why', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/performers/2');
    await screen.findByText('Подходят 3 агентства');
    fireEvent.click(within(agencyCard('Северный ветер')).getByRole('button', { name: 'Похожие' }));
    const similar = await screen.findByRole('region', { name: 'Похожие на «Северный ветер»' });
    expect(
      await within(similar).findByText('Тоже ведёт соцсети, работало с ритейлом'),
    ).toBeTruthy();
    expect(
      within(similar).getByRole('link', { name: 'Медиа «Пшеница»' }).getAttribute('href'),
    ).toBe('/executor/21');
    const call = api.callsTo('/project/api/v1/contractors-may-also-be-suitable/')[0]!;
    expect(call.query.get('contractor_id')).toBe('11');
    expect(call.query.get('project_id')).toBe('2');
  });

  it('the favourites tab lists the whitelist and the exclusions, each with a way back', async () => {
    visitAs('client');
    fakeServer({ excluded: [12], whitelist: [{ id: 200, contractor: 11 }] });
    await renderApp('/performers/2/favorites');
    const favourites = await screen.findByRole('list', { name: 'Избранные агентства' });
    expect(within(favourites).getByRole('link', { name: 'Северный ветер' })).toBeTruthy();
    const excluded = screen.getByRole('list', { name: 'Исключённые агентства' });
    expect(
      within(excluded).getByRole('button', { name: 'Вернуть Агентство «Тезис» в подбор' }),
    ).toBeTruthy();
  });

  it('a requirement changed on «О проекте» re-ranks the list', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/performers/2');
    await screen.findByText('Подходят 3 агентства');
    fireEvent.click(screen.getByRole('link', { name: 'О проекте' }));
    const staff = await screen.findByLabelText('Минимальный размер команды');
    fireEvent.change(staff, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.callsTo('/recruitment/api/v1/requirements-staff/')[0]?.body).toEqual({
        requirement: 4,
        min_staff: 50,
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Минимальный размер команды').value).toBe(
        '50',
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Подбор' }));
    // Only the client's own inclusion is left: it appears whatever it fails.
    expect(await screen.findByText('Подходит 1 агентство')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Студия «Колос»' })).toBeTruthy();
  });

  it('before invitations, checks the budget against the prices of the agencies that fit', async () => {
    visitAs('client');
    const api = fakeServer({ excluded: [12], whitelist: [{ id: 200, contractor: 11 }] });
    await renderApp('/performers/2/sending-invitations');
    expect(
      await screen.findByText('Бюджет «менее 15 млн руб» подходит 1 из 3 агентств'),
    ).toBeTruthy();
    expect(screen.getByText(/Обычный бюджет на такие услуги — 15-30 млн руб/)).toBeTruthy();
    // The saved requirements and the project's band, as the preview reads them.
    expect(api.callsTo('/project/api/v1/matching-preview/')[0]?.body).toMatchObject({
      excluded: [12],
      whitelist: [11],
      budget: 'LESS_15M',
      top: 0,
    });
  });
});
