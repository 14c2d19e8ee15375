import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MatchingPreview } from '../../contract/matching-preview';
import { readDraft, saveDraft } from '../../src/features/project-flow/draft';
import { queryClient } from '../../src/lib/react-query';
import { card } from '../fixtures/agency';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';

// /test-page «Подбор за минуту» in the site's layout: four questions with the project flow's pickers; each answer
// asks the matching preview again and the count, the budget check and the best three (each score explained)
// follow; «Продолжить» carries the answers into the project flow's draft.

beforeAll(loadRouteModules);

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const ranked = (id: number, name: string, score: number) => ({
  contractorId: id,
  score,
  includedByClient: false,
  favourite: false,
  failedFilters: [],
  explanation: [
    { criterion: 'services' as const, label: 'Услуги', matched: 'SMM', points: 25 },
    { criterion: 'industries' as const, label: 'Опыт в отрасли', matched: 'нет опыта', points: 0 },
  ],
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
  localStorage.clear();
  previews.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
});

/** Russia, then Kazan, then «Добавить место»: the project flow's place picker. */
async function addKazan() {
  const country = await screen.findByRole('combobox', { name: 'Страна' });
  await screen.findByRole('option', { name: 'Россия' });
  fireEvent.change(country, { target: { value: '1' } });
  const city = screen.getByRole('combobox', { name: 'Город' });
  await screen.findByRole('option', { name: 'Казань' });
  fireEvent.change(city, { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Добавить место' }));
  await screen.findByText('Казань, Россия');
}

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

    // The site's frame: its header and footer.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    const service = await screen.findByRole('combobox', { name: 'Добавить услугу' });
    await screen.findByRole('option', { name: 'SMM' });
    fireEvent.change(service, { target: { value: '7' } });
    await waitFor(() => expect(result.textContent).toContain('Подходят 2 агентства'));
    expect(previews.at(-1)).toMatchObject({ services: [{ service: 7 }] });
    expect(
      within(screen.getByRole('list', { name: 'Выбранные услуги' })).getByText('SMM'),
    ).toBeTruthy();
    const top = within(result).getByRole('list', { name: 'Лучшие агентства' });
    expect(within(top).getByRole('link', { name: 'Северный ветер' }).getAttribute('href')).toBe(
      '/executor/1',
    );
    // Each score as the ranking explains it: the ring, then what matched and what did not.
    const first = within(top).getByRole('article', { name: 'Северный ветер' });
    expect(within(first).getByRole('img', { name: 'Совпадение 91 из 100' })).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Почему подходит' }));
    const parts = within(first)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(parts).toContain('УслугиSMM+25 из 25');
    expect(parts).toContain('Опыт в отраслинет опыта+0 из 20');
    await waitFor(() => expect(document.title).toBe('Подбор за минуту — Подряд'));
  });

  it('asks for a city as that city of its country, and says what the chosen budget meets', async () => {
    serve(() => ({
      count: 1,
      top: [ranked(1, 'Северный ветер', 91)],
      budget: { band: 'LESS_15M', matched: 4, fitting: 1, usual_band: '15M_30M' },
    }));
    await renderApp('/test-page');
    await addKazan();
    fireEvent.change(screen.getByRole('combobox', { name: 'Бюджет проекта' }), {
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

  it("carries the answers into the project flow's draft on «Продолжить», the rest of the draft kept", async () => {
    saveDraft({
      services: [{ service: 7, service_range: 4 }],
      about: {
        title: 'Ребрендинг',
        description: '',
        budget: '15M_30M',
        start_date: '',
        deadline: '',
      },
    });
    serve(() => ({ count: 1, top: [ranked(1, 'Северный ветер', 91)], budget: null }));
    const { router } = await renderApp('/test-page');
    const service = await screen.findByRole('combobox', { name: 'Добавить услугу' });
    await screen.findByRole('option', { name: 'SMM' });
    fireEvent.change(service, { target: { value: '7' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Ритейл' }));
    await addKazan();
    fireEvent.change(screen.getByRole('combobox', { name: 'Бюджет проекта' }), {
      target: { value: 'LESS_15M' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-project'));
    const draft = readDraft();
    expect(draft.services).toEqual([{ service: 7, service_range: 4 }]); // its price band stays
    expect(draft.industries).toEqual([3]);
    expect(draft.places).toEqual([{ country: 1, city: 12, name: 'Казань, Россия' }]);
    expect(draft.about).toMatchObject({ title: 'Ребрендинг', budget: 'LESS_15M' });
    // The flow's first step shows the service carried over.
    const chosen = await screen.findByRole('list', { name: 'Выбранные услуги' });
    expect(within(chosen).getByText('SMM')).toBeTruthy();
  });

  it('carries no answers as an emptied part, not a stale one', async () => {
    saveDraft({
      industries: [3],
      places: [{ country: 1, city: null, name: 'Россия, вся страна' }],
    });
    serve(() => ({ count: 40, top: [], budget: null }));
    const { router } = await renderApp('/test-page');
    fireEvent.click(await screen.findByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-project'));
    expect(readDraft()).toMatchObject({ services: [], industries: [], places: [] });
    expect(readDraft().about.budget).toBeNull();
  });
});
