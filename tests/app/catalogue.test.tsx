import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../src/lib/react-query';
import { card, catalogueNames, cataloguePage, facets } from '../fixtures/agency';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';

// /list: the catalogue in one GET form whose names are the URL's — search, filters with their counts,
// sort, pages; a change of a filter applies at once and lands in the URL; an empty result names the
// conditions to relax.

beforeAll(loadRouteModules);

const NAMES_URL = '/contractor/api/v1/contractors/facet-names/';
const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: Parameters<typeof fetch>[0]) =>
  decodeURIComponent(input instanceof Request ? input.url : input.toString());
const urls = () => fetchMock.mock.calls.map(([input]) => urlOf(input));
/** The catalogue pages asked for (the facet names aside). */
const requested = () => urls().filter((url) => url !== NAMES_URL);
/** A fake server: the page for every catalogue query, and the facet names. */
const answer = (
  page = cataloguePage([card(1, 'Северный ветер'), card(2, 'Пиксель Лаб')]),
  names = catalogueNames(),
) =>
  fetchMock.mockImplementation((input) =>
    Promise.resolve(jsonResponse(urlOf(input) === NAMES_URL ? names : page)),
  );
const checkbox = (group: string, name: RegExp) =>
  within(screen.getByRole('group', { name: group })).getByRole<HTMLInputElement>('checkbox', {
    name,
  });
const radio = (group: string, name: RegExp) =>
  within(screen.getByRole('group', { name: group })).getByRole<HTMLInputElement>('radio', { name });

beforeEach(() => {
  visitAs('guest');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('the catalogue', () => {
  it('lists agencies, each linking to its page, with the filters’ counts beside each option', async () => {
    answer();
    await renderApp('/list');
    const link = await screen.findByRole('link', { name: 'Северный ветер' });
    expect(link.getAttribute('href')).toBe('/executor/1');
    // The page and the names of its options, asked for at once.
    expect(urls().sort()).toEqual([NAMES_URL, '/contractor/api/v1/contractors/?page=1'].sort());
    expect(screen.getByRole('status').textContent).toBe('Найдено 2 агентства');
    const agency = screen.getByRole('article', { name: 'Северный ветер' });
    expect(
      within(agency).getByText('Москва · 40 сотрудников · с 2012 года · 3 кейса'),
    ).toBeTruthy();
    expect(within(agency).getByRole('list', { name: 'Услуги' }).textContent).toBe(
      'SMM · 300 тыс. – 1 млн ₽',
    );
    expect(checkbox('Услуги', /^SMM/).labels?.[0]).toHaveTextContent(/^SMM, агентств: 12$/);
    expect(radio('Город', /^Москва/).labels?.[0]).toHaveTextContent(/^Москва, агентств: 10$/);
    expect(radio('Город', /^Любой/)).toHaveProperty('checked', true);
    expect(radio('Размер команды', /^11–50/)).toHaveProperty('checked', false);
    await waitFor(() => expect(document.title).toBe('Агентства — Подряд'));
  });

  it('names options and a card’s services and industries from the facet names, team sizes by key', async () => {
    // The answer as the endpoint sends it: ids and counts, the names apart (issue 31: bytes on a slow link).
    answer({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          ...card(1, 'Северный ветер'),
          services: [
            { id: 2, range: null },
            { id: 7, name: 'Видеопродакшн', range: null },
          ],
          industries: [{ id: 1 }],
        },
      ],
      facets: {
        services: [
          { id: 1, count: 12 },
          { id: 2, count: 5 },
        ],
        industries: [{ id: 1, count: 1 }],
        countries: [{ id: 1, count: 1 }],
        cities: [{ id: 6, count: 1 }],
        languages: [{ id: 1, count: 1 }],
        team_sizes: [
          { key: '1-10', count: 0 },
          { key: '11-50', count: 1 },
        ],
      },
    });
    await renderApp('/list');
    const north = await screen.findByRole('article', { name: 'Северный ветер' });
    const shown = within(within(north).getByRole('list', { name: 'Услуги' })).getAllByRole(
      'listitem',
    );
    expect(shown.map((item) => item.textContent)).toEqual(['Брендинг', 'Видеопродакшн']);
    expect(within(north).getByText(/Ритейл/)).toBeTruthy();
    expect(radio('Размер команды', /11–50 человек/)).toBeTruthy();
    expect(checkbox('Услуги', /^Брендинг/).labels?.[0]).toHaveTextContent(
      /^Брендинг, агентств: 5$/,
    );
    expect(radio('Город', /^Москва/).labels?.[0]).toHaveTextContent(/^Москва, агентств: 1$/);
  });

  it('while the names load, shows the cards’ placeholders and no filter without its name', async () => {
    let giveNames: (names: Response) => void = () => {};
    const page = cataloguePage([card(1, 'Северный ветер')]);
    fetchMock.mockImplementation((input) =>
      urlOf(input) === NAMES_URL
        ? new Promise<Response>((resolve) => (giveNames = resolve))
        : Promise.resolve(jsonResponse(page)),
    );
    await renderApp('/list');
    await waitFor(() => expect(requested()).toHaveLength(1));
    await waitFor(() => expect(urls()).toContain(NAMES_URL));
    expect(screen.queryByRole('group', { name: 'Услуги' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Город' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Северный ветер' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    giveNames(jsonResponse(catalogueNames()));
    expect(await screen.findByRole('link', { name: 'Северный ветер' })).toBeTruthy();
    expect(checkbox('Услуги', /^SMM/).labels?.[0]).toHaveTextContent(/^SMM, агентств: 12$/);
  });

  it('asks for the names again, once, when the page has an option they lack', async () => {
    const older = catalogueNames();
    const newer = {
      ...older,
      cities: [...older.cities, { id: 9, name: 'Тверь' }],
    };
    const page = cataloguePage([card(1, 'Северный ветер')], {
      facets: facets({
        cities: [
          { id: 6, name: 'Москва', count: 10 },
          { id: 9, name: 'Тверь', count: 1 },
        ],
      }),
    });
    let namesAsked = 0;
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        jsonResponse(urlOf(input) === NAMES_URL ? (++namesAsked === 1 ? older : newer) : page),
      ),
    );
    await renderApp('/list');
    await screen.findByRole('link', { name: 'Северный ветер' });
    expect(
      await within(screen.getByRole('group', { name: 'Город' })).findByText('Тверь'),
    ).toBeTruthy();
    expect(namesAsked).toBe(2);
  });

  it('a card shows its rating, and the services filtered by first, however the agency ordered them', async () => {
    const services = [
      'SMM',
      'Брендинг',
      'SEO-продвижение',
      'Контекстная реклама',
      'Дизайн упаковки',
    ].map((name, index) => ({ id: index + 1, name, range: null }));
    answer(
      cataloguePage([
        card(1, 'Северный ветер', { services }),
        card(2, 'Пиксель Лаб', { review_count: 0, rating: null }),
      ]),
    );
    await renderApp('/list?service=5');
    const north = await screen.findByRole('article', { name: 'Северный ветер' });
    expect(within(north).getByText(/проверенных отзыва/).textContent).toBe(
      '★ 4,8 из 5 · 3 проверенных отзыва',
    );
    const shown = within(within(north).getByRole('list', { name: 'Услуги' })).getAllByRole(
      'listitem',
    );
    expect(shown.map((item) => item.textContent)).toEqual([
      'Дизайн упаковки',
      'SMM',
      'Брендинг',
      'SEO-продвижение',
      'ещё 1 услуга',
    ]);
    const pixel = screen.getByRole('article', { name: 'Пиксель Лаб' });
    expect(within(pixel).getByText('Отзывов пока нет')).toBeTruthy();
  });

  it('is a GET form of /list whose names are the URL’s, so it works before the script runs', async () => {
    answer();
    await renderApp('/list');
    await screen.findByRole('link', { name: 'Северный ветер' });
    const form = screen.getByRole<HTMLFormElement>('search', { name: 'Поиск агентств' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/list');
    const names = new Set(
      [...form.elements].map((element) => element.getAttribute('name')).filter(Boolean),
    );
    expect(names).toEqual(
      new Set([
        'search',
        'service',
        'industry',
        'country',
        'city',
        'language',
        'staff',
        'price_max',
        'ordering',
      ]),
    );
    const toggle = screen.getByRole('link', { name: 'Фильтры' });
    expect(toggle.getAttribute('href')).toBe('#catalogue-filters');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('asks the API for the state in the URL, and shows it chosen', async () => {
    answer(cataloguePage([card(1, 'Северный ветер')], { count: 41 }));
    await renderApp(
      '/list?search=ресторан&service=1&service=2&city=6&staff=11-50&price_max=1000000&ordering=name&page=2',
    );
    await screen.findByRole('link', { name: 'Северный ветер' });
    expect(requested()).toEqual([
      '/contractor/api/v1/contractors/?search=ресторан&service=1,2&city=6&staff_min=11&staff_max=50&price_max=1000000&ordering=name&page=2',
    ]);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('ресторан');
    expect(checkbox('Услуги', /^SMM/)).toHaveProperty('checked', true);
    expect(checkbox('Услуги', /^Брендинг/)).toHaveProperty('checked', true);
    expect(radio('Город', /^Москва/)).toHaveProperty('checked', true);
    expect(radio('Размер команды', /^11–50/)).toHaveProperty('checked', true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Цена услуги' }).value).toBe(
      '1000000',
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Сортировка' }).value).toBe(
      'name',
    );
    const chips = screen.getByRole('list', { name: 'Выбранные условия' });
    expect(within(chips).getByRole('link', { name: 'Убрать: Москва' }).getAttribute('href')).toBe(
      '/list?search=ресторан&service=1&service=2&staff=11-50&price_max=1000000&ordering=name'
        .split('&')
        .map((part) => part.replace('ресторан', encodeURIComponent('ресторан')))
        .join('&'),
    );
    const pager = screen.getByRole('navigation', { name: 'Страницы каталога' });
    expect(within(pager).getByText('2').getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: 'Страница 3' }).getAttribute('href')).toContain(
      'page=3',
    );
  });

  it('a filter applies at once: into the URL, from the first page, and asked of the API', async () => {
    answer();
    const { router } = await renderApp('/list?page=2&city=6');
    await screen.findByRole('link', { name: 'Северный ветер' });
    fireEvent.click(checkbox('Услуги', /^Брендинг/));
    await waitFor(() => expect(router.state.location.search).toBe('?service=2&city=6'));
    // The box is drawn from the URL, which the router renders in a transition.
    await waitFor(() => expect(checkbox('Услуги', /^Брендинг/)).toHaveProperty('checked', true));
    await waitFor(() =>
      expect(requested().at(-1)).toBe('/contractor/api/v1/contractors/?service=2&city=6&page=1'),
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Сортировка' }), {
      target: { value: '-staff_count' },
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?service=2&city=6&ordering=-staff_count'),
    );
    // a new country leaves the city of another behind
    fireEvent.click(radio('Страна', /^Россия/));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?service=2&country=1&ordering=-staff_count'),
    );
  });

  it('searches on «Найти», keeping the filters', async () => {
    answer();
    const { router } = await renderApp('/list?service=1');
    await screen.findByRole('link', { name: 'Северный ветер' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  ресторан ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() =>
      expect(decodeURIComponent(router.state.location.search)).toBe('?search=ресторан&service=1'),
    );
  });

  it('nothing found: names the conditions to relax and what each other choice would show', async () => {
    answer(
      cataloguePage([], {
        facets: facets({
          cities: [
            { id: 5, name: 'Казань', count: 0 },
            { id: 6, name: 'Москва', count: 10 },
          ],
        }),
      }),
    );
    await renderApp('/list?city=5');
    expect(await screen.findByRole('heading', { name: 'Ничего не нашлось' })).toBeTruthy();
    expect(screen.getByText('Город: Казань')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Убрать условие «Город: Казань»' }).getAttribute('href'),
    ).toBe('/list');
    expect(screen.getByRole('link', { name: 'Москва' }).getAttribute('href')).toBe('/list?city=6');
    expect(screen.getByText('(10 агентств)')).toBeTruthy();
  });

  it('an empty catalogue without conditions says so', async () => {
    answer(cataloguePage([], { facets: facets({ services: [], cities: [] }) }));
    await renderApp('/list');
    expect(await screen.findByRole('heading', { name: 'Агентств пока нет' })).toBeTruthy();
  });

  it('a page past the last is the not-found page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Неверная страница.' }, 404));
    await renderApp('/list?page=99');
    expect(
      await screen.findByRole('heading', { name: 'Запрашиваемая вами страница не найдена' }),
    ).toBeTruthy();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderApp('/list');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить агентства');
    answer();
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Северный ветер' })).toBeTruthy();
  });
});
