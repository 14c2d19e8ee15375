import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AverageScores, ContractorReview, PublicReview } from '../../contract/review';
import { queryClient } from '../../src/lib/react-query';
import { profile } from '../fixtures/agency';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';

// The reviews on an agency's public page: the averages by criterion, its clients' reviews of projects done
// here with the «Проверенный отзыв» mark and the agency's reply, and companies' testimonials.

beforeAll(loadRouteModules);

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: Parameters<typeof fetch>[0]) =>
  input instanceof Request ? input.url : input.toString();
const page = <T,>(results: T[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

const scores: AverageScores = {
  contractor: 7,
  count: 12,
  quality: 4.75,
  deadlines: 4,
  communication: 4.5,
  value: 3.25,
  overall: 4.125,
  would_recommend: 0.834,
};
const review: ContractorReview = {
  id: 1,
  project: 3,
  project_title: 'Сайт для сети пекарен',
  contractor: 7,
  company: 2,
  company_name: 'Хлебный дом',
  author_name: 'Ольга Миронова',
  quality: 5,
  deadlines: 4,
  communication: 5,
  value: 3,
  would_recommend: true,
  text: 'Сделали сайт за шесть недель.',
  reply: 'Спасибо, было интересно!',
  replied_at: '2026-03-02T10:00:00Z',
  created_at: '2026-02-28T22:30:00Z', // 1 March in Moscow
  verified: true,
};
const testimonial: PublicReview = {
  id: 5,
  contractor: 7,
  company_name: 'Кофейня на углу',
  author_name: 'Пётр Лебедев',
  author_position: 'Основатель',
  rating: 4,
  text: 'Помогли с упаковкой.',
  verified: false,
  created_at: '2026-01-15T09:00:00Z',
};

function answer(scoresAnswer: AverageScores, reviews: unknown, testimonials: unknown) {
  fetchMock.mockImplementation((input) => {
    const url = urlOf(input);
    if (url.includes('average-scores')) return Promise.resolve(jsonResponse(scoresAnswer));
    if (url.includes('/contractor-reviews/')) return Promise.resolve(jsonResponse(reviews));
    if (url.includes('/public-reviews/')) return Promise.resolve(jsonResponse(testimonials));
    return Promise.resolve(jsonResponse(profile()));
  });
}

beforeEach(() => {
  visitAs('guest');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('an agency’s reviews', () => {
  it('shows the averages by criterion, the reviews with their mark and reply, and testimonials', async () => {
    answer(scores, page([review], 12), page([testimonial]));
    await renderApp('/executor/7');
    const section = await screen.findByRole('region', { name: 'Отзывы' });
    const urls = fetchMock.mock.calls.map(([input]) => urlOf(input));
    expect(urls).toContain('/review/api/v1/contractor-reviews/contractor/7/?page_size=10');
    expect(urls).toContain('/review/api/v1/contractor-reviews/contractor/7/average-scores/');
    expect(urls).toContain('/review/api/v1/public-reviews/by-contractor/7/?page_size=10');

    expect(section.textContent).toContain('4,1из 5 · 12 отзывов · 83% рекомендуют');
    const criteria = within(section)
      .getAllByRole('meter')
      .map((meter) => [meter.getAttribute('aria-label'), meter.getAttribute('value')]);
    expect(criteria).toEqual([
      ['Качество работы', '4.75'],
      ['Соблюдение сроков', '4'],
      ['Коммуникация', '4.5'],
      ['Цена и качество', '3.25'],
    ]);

    const [clientReview, companyReview] = within(section).getAllByRole('listitem');
    const item = within(clientReview!);
    expect(item.getByRole('heading', { name: 'Проект «Сайт для сети пекарен»' })).toBeTruthy();
    expect(item.getByText('Проверенный отзыв')).toBeTruthy();
    expect(clientReview!.textContent).toContain('Хлебный дом · Ольга Миронова · 1 марта 2026');
    expect(item.getByRole('img', { name: '3 из 5' }).textContent).toBe('★★★☆☆');
    expect(item.getByText('Рекомендует агентство')).toBeTruthy();
    expect(item.getByText('Ответ агентства')).toBeTruthy();
    expect(item.getByText('Спасибо, было интересно!')).toBeTruthy();
    expect(section.textContent).toContain('Показаны последние 1. Всего отзывов: 12.');

    const other = within(companyReview!);
    expect(other.getByRole('img', { name: '4 из 5' })).toBeTruthy();
    expect(companyReview!.textContent).toContain('Кофейня на углу · Пётр Лебедев, Основатель');
    expect(other.queryByText('Проверенный отзыв')).toBeNull();
    expect(other.getByText('Помогли с упаковкой.')).toBeTruthy();
  });

  it('says there are none yet, without averages', async () => {
    answer(
      {
        ...scores,
        count: 0,
        quality: null,
        deadlines: null,
        communication: null,
        value: null,
        overall: null,
        would_recommend: null,
      },
      page([]),
      page([]),
    );
    await renderApp('/executor/7');
    const section = await screen.findByRole('region', { name: 'Отзывы' });
    expect(within(section).getByText('Отзывов пока нет.')).toBeTruthy();
    expect(within(section).queryByRole('meter')).toBeNull();
  });

  it('leaves the section out when the reviews cannot be loaded, keeping the profile', async () => {
    fetchMock.mockImplementation((input) =>
      urlOf(input).startsWith('/review/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(jsonResponse(profile())),
    );
    await renderApp('/executor/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Северный ветер' })).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(4));
    expect(screen.queryByRole('region', { name: 'Отзывы' })).toBeNull();
  });
});
