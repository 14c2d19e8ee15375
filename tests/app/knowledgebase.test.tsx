import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Faq } from '../../contract/faq';
import { pageNumbers } from '../../src/components/pager/Pager';
import { queryClient } from '../../src/lib/react-query';
import { inTimeZone } from '../support/time-zone';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';

beforeAll(loadRouteModules);

const article = (id: number, overrides: Partial<Faq> = {}): Faq => ({
  id,
  question: `Вопрос ${id}`,
  summary: `Кратко о вопросе ${id}`,
  answer: 'Ответ.',
  audience: 'client',
  order: id,
  updated_at: '2026-03-01T10:00:00Z',
  ...overrides,
});

const page = (results: Faq[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: Parameters<typeof fetch>[0]) =>
  input instanceof Request ? input.url : input.toString();
const requestedUrls = () => fetchMock.mock.calls.map(([input]) => urlOf(input));

beforeEach(() => {
  visitAs('guest');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('knowledge base list', () => {
  it('shows the clients’ articles, linking inside the public area', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(page([article(1), article(2)]))),
    );
    await renderApp('/knowledgebase');
    const link = await screen.findByRole('link', { name: 'Вопрос 1' });
    expect(link.getAttribute('href')).toBe('/knowledgebase/1');
    expect(screen.getByText('Кратко о вопросе 2')).toBeTruthy();
    expect(requestedUrls()).toEqual(['/faq/api/v1/faqs/?audience=client&page=1']);
    await waitFor(() => expect(document.title).toBe('База знаний — Подряд'));
    expect(screen.queryByRole('navigation', { name: 'Страницы статей' })).toBeNull();
  });

  it('holds the list’s place with card placeholders while it loads, then pages by links', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await renderApp('/knowledgebase?page=2');
    const results = await waitFor(() => {
      // eslint-disable-next-line testing-library/no-node-access -- the busy list has no role of its own
      const busy = document.querySelector('.kb__results[aria-busy="true"]');
      expect(busy).not.toBeNull();
      return busy!;
    });
    // eslint-disable-next-line testing-library/no-node-access -- placeholders are hidden from the accessibility tree
    expect(results.querySelectorAll('.kb-card--skeleton').length).toBeGreaterThanOrEqual(6);

    answer(jsonResponse(page([article(21), article(22)], 45)));
    const pager = await screen.findByRole('navigation', { name: 'Страницы статей' });
    expect(within(pager).getByText('2').getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: '← Назад' }).getAttribute('href')).toBe(
      '/knowledgebase',
    );
    expect(within(pager).getByRole('link', { name: 'Вперёд →' }).getAttribute('href')).toBe(
      '/knowledgebase?page=3',
    );
    // eslint-disable-next-line testing-library/no-node-access -- placeholders are hidden from the accessibility tree
    expect(document.querySelector('.kb-card--skeleton')).toBeNull();
  });

  it('switches audience by link, keeps the search, and searches', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        jsonResponse(
          urlOf(url).includes('contractor')
            ? page([article(7, { audience: 'contractor' })])
            : page([]),
        ),
      ),
    );
    await renderApp('/knowledgebase');
    expect(await screen.findByText('Статей пока нет')).toBeTruthy();
    const audiences = screen.getByRole('navigation', { name: 'Статьи для кого' });
    expect(
      within(audiences).getByRole('link', { name: 'Для заказчиков' }).getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(audiences).getByRole('link', { name: 'Для агентств' }));
    expect(await screen.findByRole('link', { name: 'Вопрос 7' })).toBeTruthy();
    await waitFor(() =>
      expect(
        within(audiences).getByRole('link', { name: 'Для агентств' }).getAttribute('aria-current'),
      ).toBe('page'),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск по статьям' }), {
      target: { value: 'тендер' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Найти/ }));
    await waitFor(() =>
      expect(requestedUrls().at(-1)).toBe(
        '/faq/api/v1/faqs/?audience=contractor&search=%D1%82%D0%B5%D0%BD%D0%B4%D0%B5%D1%80&page=1',
      ),
    );
    // The other audience keeps the search (its link follows the URL, rendered in a transition).
    await waitFor(() =>
      expect(
        within(audiences).getByRole('link', { name: 'Для заказчиков' }).getAttribute('href'),
      ).toBe('/knowledgebase?audience=client&search=%D1%82%D0%B5%D0%BD%D0%B4%D0%B5%D1%80'),
    );
  });

  it('pages when there are more than 20 articles', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(
          page(
            Array.from({ length: 20 }, (_, index) => article(index + 1)),
            45,
          ),
        ),
      ),
    );
    await renderApp('/knowledgebase');
    await screen.findByRole('link', { name: 'Вопрос 1' });
    fireEvent.click(screen.getByRole('link', { name: 'Страница 3' }));
    await waitFor(() =>
      expect(requestedUrls().at(-1)).toBe('/faq/api/v1/faqs/?audience=client&page=3'),
    );
  });

  it('offers every page of few, and a window around the current page of many', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageNumbers(2, 20)).toEqual([1, 2, 3, 4, null, 20]);
  });

  it('in the panel: the agencies’ articles, links stay in the panel', async () => {
    visitAs('executor');
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(page([article(4, { audience: 'contractor' })]))),
    );
    await renderApp('/panel/knowledgebase');
    const link = await screen.findByRole('link', { name: 'Вопрос 4' });
    expect(link.getAttribute('href')).toBe('/panel/knowledgebase/4');
    expect(requestedUrls()[0]).toBe('/faq/api/v1/faqs/?audience=contractor&page=1');
  });
});

describe('knowledge base article', () => {
  it('renders the answer format as headings, paragraphs and lists, never as HTML', async () => {
    const answer =
      'Вступление.\n\n## Шаги\n\n- Опишите проект\n- Пригласите агентства\n\n<img src=x onerror=alert(1)>';
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(article(3, { question: 'Как провести тендер?', answer }))),
    );
    await renderApp('/knowledgebase/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Как провести тендер?' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Шаги' })).toBeTruthy();
    // eslint-disable-next-line testing-library/no-node-access -- the answer's block has no role of its own
    const answerBlock = document.querySelector<HTMLElement>('.kb-answer');
    if (!answerBlock) throw new Error('no answer block');
    const items = within(answerBlock).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Опишите проект',
      'Пригласите агентства',
    ]);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(within(answerBlock).queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: /Все статьи/ }).getAttribute('href')).toBe(
      '/knowledgebase',
    );
    expect(requestedUrls()).toEqual(['/faq/api/v1/faqs/3/']);
    await waitFor(() => expect(document.title).toBe('Как провести тендер? — Подряд'));
  });

  it('dates its last update in Moscow time, whatever the visitor’s zone (as the server renders it)', async () => {
    // 23:00 in Moscow on 28 February; already 1 March in Vladivostok.
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(article(5, { updated_at: '2026-02-28T20:00:00Z' }))),
    );
    await inTimeZone('Asia/Vladivostok', async () => {
      await renderApp('/knowledgebase/5');
      expect(await screen.findByText('Обновлено 28 февраля 2026')).toBeTruthy();
    });
  });

  it('an article the API does not have shows the not-found page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ detail: 'Страница не найдена.' }, 404)),
    );
    await renderApp('/knowledgebase/999');
    expect(
      await screen.findByRole('heading', { name: 'Запрашиваемая вами страница не найдена' }),
    ).toBeTruthy();
  });
});
