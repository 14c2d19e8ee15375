import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MatchingPreview } from '../../contract/matching-preview';
import { queryClient } from '../../src/lib/react-query';
import { card } from '../fixtures/agency';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';

// /test-page «Подбор за минуту»: four native questions; each answer asks the matching preview again and the
// count, the budget check and the best three follow.

beforeAll(loadRouteModules);

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const ranked = (id: number, name: string, score: number) => ({
  contractorId: id,
  score,
  includedByClient: false,
  favourite: false,
  failedFilters: [],
  explanation: [],
  contractor: card(id, name, { city_name: 'Казань' }),
});

const fetchMock = vi.fn<typeof fetch>();
const previews: unknown[] = [];

function serve(preview: (body: Record<string, unknown>) => MatchingPreview) {
  fetchMock.mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url.startsWith('/service/api/v1/services/'))
      return Promise.resolve(
        jsonResponse(
          page([{ id: 7, name: 'SMM', description: '', category: { id: 1, name: 'Маркетинг' } }]),
        ),
      );
    if (url.startsWith('/industry/api/v1/industries/'))
      return Promise.resolve(jsonResponse(page([{ id: 3, name: 'Ритейл' }])));
    if (url.startsWith('/location/api/v1/countries/'))
      return Promise.resolve(jsonResponse(page([{ id: 1, name: 'Россия', code: 'RU' }])));
    if (url.startsWith('/location/api/v1/cities/by-country/1/'))
      return Promise.resolve(jsonResponse([{ id: 12, name: 'Казань', country: 1 }]));
    if (url.startsWith('/project/api/v1/matching-preview/')) {
      const body = JSON.parse(init?.body as string) as Record<string, unknown>;
      previews.push(body);
      return Promise.resolve(jsonResponse(preview(body)));
    }
    return Promise.resolve(jsonResponse({ detail: 'Страница не найдена.' }, 404));
  });
}

beforeEach(() => {
  visitAs('guest');
  previews.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('«Подбор за минуту»', () => {
  it('counts the agencies for the answers given and shows the best three, each leading to its page', async () => {
    serve((body) => ({
      count: (body.services as unknown[]).length > 0 ? 2 : 40,
      top: [ranked(1, 'Северный ветер', 91), ranked(2, 'Пиксель Лаб', 80)],
      budget: null,
    }));
    await renderApp('/test-page');
    const result = screen.getByRole('region', { name: 'Результат подбора' });
    await waitFor(() => expect(result.textContent).toContain('Подходят 40 агентств'));
    expect(previews[0]).toEqual({
      services: [],
      industries: [],
      locations: [],
      budget: null,
      top: 3,
    });

    fireEvent.change(await screen.findByRole('combobox', { name: 'Услуга' }), {
      target: { value: '7' },
    });
    await waitFor(() => expect(result.textContent).toContain('Подходят 2 агентства'));
    const top = within(result).getByRole('list', { name: 'Лучшие агентства' });
    expect(within(top).getByRole('link', { name: 'Северный ветер' }).getAttribute('href')).toBe(
      '/executor/1',
    );
    expect(within(top).getByLabelText('Оценка 91 из 100')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Создать проект' }).getAttribute('href')).toBe(
      '/create-project',
    );
    await waitFor(() => expect(document.title).toBe('Подбор за минуту — Подряд'));
  });

  it('asks for a city as that city of its country, and says what the chosen budget meets', async () => {
    serve(() => ({
      count: 1,
      top: [ranked(1, 'Северный ветер', 91)],
      budget: { band: 'LESS_15M', matched: 4, fitting: 1, usual_band: '15M_30M' },
    }));
    await renderApp('/test-page');
    const city = await screen.findByRole('combobox', { name: 'Город' });
    await screen.findByRole('option', { name: 'Казань' });
    fireEvent.change(city, { target: { value: '12' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Бюджет' }), {
      target: { value: 'LESS_15M' },
    });
    await waitFor(() =>
      expect(previews.at(-1)).toMatchObject({
        locations: [{ country: 1, city: 12 }],
        budget: 'LESS_15M',
      }),
    );
    const result = screen.getByRole('region', { name: 'Результат подбора' });
    await waitFor(() =>
      expect(result.textContent).toContain(
        'Бюджет «менее 15 млн руб» подходит 1 из 4 агентств. Обычный бюджет на такие услуги — 15-30 млн руб.',
      ),
    );
  });

  it('says when nobody fits', async () => {
    serve(() => ({ count: 0, top: [], budget: null }));
    await renderApp('/test-page');
    const result = screen.getByRole('region', { name: 'Результат подбора' });
    await waitFor(() =>
      expect(result.textContent).toContain('Под все условия сразу никто не подходит'),
    );
  });

  it('offers a retry when the count fails', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ detail: 'Ошибка сервера.' }, 500)),
    );
    await renderApp('/test-page');
    const result = screen.getByRole('region', { name: 'Результат подбора' });
    await within(result).findByText('Не удалось посчитать агентства.');
    expect(within(result).getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
