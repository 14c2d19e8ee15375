import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../src/lib/react-query';
import { profile } from '../fixtures/agency';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';

// /executor/{id}: an agency's public profile in plain HTML — who it is, its services with price ranges,
// cases, clients and facts; «Пригласить в проект» for a client and a guest; the not-found page for an
// unknown or unpublished agency, except that its own people see theirs, marked hidden.

beforeAll(loadRouteModules);

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: Parameters<typeof fetch>[0]) =>
  input instanceof Request ? input.url : input.toString();
const notFound = () => jsonResponse({ detail: 'Не найдено.' }, 404);
const emptyPage = { count: 0, next: null, previous: null, results: [] };
const noScores = {
  contractor: 7,
  count: 0,
  quality: null,
  deadlines: null,
  communication: null,
  value: null,
  overall: null,
  would_recommend: null,
};
/** The review endpoints' answers for an agency without any. */
const reviewAnswer = (input: Parameters<typeof fetch>[0]) =>
  jsonResponse(urlOf(input).includes('average-scores') ? noScores : emptyPage);

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

describe('an agency’s page', () => {
  it('shows the agency: facts, services with prices, cases, clients, industries, places, languages', async () => {
    fetchMock.mockResolvedValue(jsonResponse(profile()));
    await renderApp('/executor/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Северный ветер' })).toBeTruthy();
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe('/contractor/api/v1/contractors/7/');
    expect(screen.getByText('Санкт-Петербург · 85 сотрудников · с 2009 года')).toBeTruthy();
    expect(screen.getByText('Агентство полного цикла из Санкт-Петербурга.')).toBeTruthy();

    const services = screen.getByRole('region', { name: 'Услуги и цены' });
    expect(within(services).getByRole('heading', { name: 'Маркетинговая стратегия' })).toBeTruthy();
    expect(within(services).getByText('1 – 3 млн ₽')).toBeTruthy();
    expect(within(services).getByText('Цена по запросу')).toBeTruthy();

    const cases = screen.getByRole('region', { name: 'Кейсы' });
    const restaurantCase = within(cases).getByRole('article', { name: 'Запуск сети ресторанов' });
    expect(
      within(restaurantCase).getByText(
        'Ресторанная группа «Пир» · HoReCa · 2023 г. · бюджет 15-30 млн руб',
      ),
    ).toBeTruthy();
    expect(within(restaurantCase).getByText('Рост выручки на 40 %.')).toBeTruthy();
    const image = within(restaurantCase).getByRole('img', {
      name: 'Запуск сети ресторанов: изображение 1',
    });
    expect(image.getAttribute('src')).toBe('/media/ab/cd/hall-thumb.webp');
    // The thumbnail opens the full image: the link is named by it.
    expect(
      within(restaurantCase)
        .getByRole('link', { name: 'Запуск сети ресторанов: изображение 1' })
        .getAttribute('href'),
    ).toBe('/media/ab/cd/hall.webp');
    const files = within(restaurantCase).getByRole('list', { name: 'Файлы кейса' });
    expect(within(files).getByRole('link', { name: 'отчёт.pdf' }).getAttribute('href')).toBe(
      '/media/ab/cd/report.pdf',
    );
    expect(files.textContent).toContain('200 КБ');
    expect(within(restaurantCase).getByRole('list', { name: 'Услуги в кейсе' }).textContent).toBe(
      'Маркетинговая стратегия',
    );

    const clients = screen.getByRole('region', { name: 'Клиенты и бренды' });
    expect(within(clients).getByText('Банки и финансы · с 2021')).toBeTruthy();
    expect(within(clients).getByText('2018–2020')).toBeTruthy();

    const facts = screen.getByRole('region', { name: 'Факты' });
    const site = within(facts).getByRole('link', { name: 'severny-veter-agency.ru' });
    expect(site.getAttribute('href')).toBe('https://severny-veter-agency.ru/');
    expect(site.getAttribute('rel')).toContain('noopener');
    expect(within(facts).getByText('7814016965')).toBeTruthy();
    expect(within(facts).getByText('85 сотрудников')).toBeTruthy();
    const tags = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(tags('Отрасли')).toEqual(['Ритейл', 'HoReCa']);
    expect(tags('География')).toEqual(['Санкт-Петербург, Россия', 'Казахстан — вся страна']);
    expect(tags('Языки')).toEqual(['Русский', 'Английский']);
    expect(screen.getByRole('link', { name: /Все агентства/ }).getAttribute('href')).toBe('/list');
    // A guest is led into the project flow with the agency included (tests/app/invite-to-project.test.tsx).
    expect(
      screen
        .getByRole('link', { name: 'Пригласить в проект «Северный ветер»' })
        .getAttribute('href'),
    ).toBe('/create-project');
    await waitFor(() => expect(document.title).toBe('Северный ветер — Подряд'));
  });

  it('leaves out what the agency has not filled in', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        profile({
          description: '',
          website: null,
          inn: null,
          founded_year: null,
          city_name: null,
          cases: [],
          client_histories: [],
          languages: [],
        }),
      ),
    );
    await renderApp('/executor/7');
    await screen.findByRole('heading', { level: 1, name: 'Северный ветер' });
    expect(screen.getByText('85 сотрудников', { selector: 'p' })).toBeTruthy();
    for (const name of ['О компании', 'Кейсы', 'Клиенты и бренды', 'Языки'])
      expect(screen.queryByRole('region', { name })).toBeNull();
    const facts = screen.getByRole('region', { name: 'Факты' });
    expect(within(facts).queryByText('ИНН')).toBeNull();
    expect(within(facts).queryByText('Сайт')).toBeNull();
  });

  it('offers a logged-in client to invite the agency to a project', async () => {
    visitAs('client');
    fetchMock.mockResolvedValue(jsonResponse(profile()));
    await renderApp('/executor/7');
    const invite = await screen.findByRole('button', {
      name: 'Пригласить в проект «Северный ветер»',
    });
    expect(invite.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('an unknown or unpublished agency is the not-found page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(notFound());
    await renderApp('/executor/999');
    expect(
      await screen.findByRole('heading', { name: 'Запрашиваемая вами страница не найдена' }),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an id that cannot be one is the not-found page without asking the server', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp('/executor/abc');
    expect(
      await screen.findByRole('heading', { name: 'Запрашиваемая вами страница не найдена' }),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the agency’s own people see their unpublished profile, marked hidden', async () => {
    visitAs('employee');
    // the first answer as a guest's (what the server-rendered page holds), then as the employee's own
    const profileAnswers = [notFound(), jsonResponse(profile({ is_published: false }))];
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        urlOf(input).startsWith('/contractor/') ? profileAnswers.shift()! : reviewAnswer(input),
      ),
    );
    await renderApp('/executor/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Северный ветер' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Профиль скрыт из каталога: его видите только вы и ваши коллеги.',
    );
    // its reviews are asked for as the employee too, after its profile
    expect(await screen.findByText('Отзывов пока нет.')).toBeTruthy();
    expect(profileAnswers).toEqual([]);
  });

  it('says so when the profile cannot be loaded', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderApp('/executor/7');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Не удалось загрузить профиль агентства',
    );
  });
});
