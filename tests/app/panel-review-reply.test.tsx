import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClientReview, ContractorReview } from '../../contract/review';
import { REVIEW_MESSAGES } from '../../contract/review';
import type { InboxProject } from '../../contract/tender';
import { stubApi } from './auth-support';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { MY_AGENCY, myAgency } from './personal-profile-support';
import {
  candidate,
  inboxProject,
  prepareInboxPages,
  projectPath,
  tender,
} from './panel-inbox-support';

// /panel/projects/{id} of a project the agency won and that is closed: the client's review of the agency and
// the agency's one public reply; the agency's own review of the client in place of its form once written.

const CONTRACTOR_REVIEWS = '/review/api/v1/contractor-reviews/by-project/7/';
const CLIENT_REVIEWS = '/review/api/v1/client-reviews/by-project/7/';
const REPLY = '/review/api/v1/contractor-reviews/81/reply/';

prepareInboxPages();

const won = (overrides: Partial<InboxProject> = {}) =>
  inboxProject({
    status: 'accepted',
    state: 'won',
    candidate_status: 'winner',
    tender: tender({ is_open: false }),
    candidate: candidate({ status: 'winner', submitted_at: '2026-11-24T12:00:00Z' }),
    closing: {
      kind: 'winner',
      contractor: 5,
      contractor_name: 'Северный ветер',
      third_party_name: null,
      reason: '',
      closed_at: '2026-12-11T12:00:00Z',
    },
    project_status: 'completed',
    ...overrides,
  });

// Written 23:30 UTC: the 13th in Moscow, so the day shown is the viewer's.
const review = (overrides: Partial<ContractorReview> = {}): ContractorReview => ({
  id: 81,
  project: 7,
  project_title: 'Ребрендинг сети кофеен',
  contractor: 5,
  company: 3,
  company_name: 'ООО «Кофейня»',
  author_name: 'Анна Петрова',
  quality: 5,
  deadlines: 4,
  communication: 3,
  value: 2,
  would_recommend: true,
  text: 'Сделали в срок, знак понравился.',
  reply: null,
  replied_at: null,
  created_at: '2026-12-12T23:30:00Z',
  verified: true,
  ...overrides,
});

const clientReview = (overrides: Partial<ClientReview> = {}): ClientReview => ({
  id: 12,
  project: 7,
  contractor: 5,
  contractor_name: 'Северный ветер',
  company: 3,
  rating: 4,
  text: 'Бриф ясный, оплата вовремя.',
  created_at: '2026-12-14T12:00:00Z',
  ...overrides,
});

/** The server: the project, its reviews (a handler may change them), and the caller's agency role. */
function serve({
  project = won(),
  reviews = [review()],
  clientReviews = [],
  role = 'manager',
  reply,
}: {
  project?: InboxProject;
  reviews?: ContractorReview[];
  clientReviews?: ClientReview[];
  role?: 'manager' | 'specialist';
  reply?: (text: string) => Response;
} = {}) {
  const state = { reviews };
  const api = stubApi({
    [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency(role)),
    [`GET ${projectPath(7)}`]: () => jsonResponse(project),
    [`GET ${CONTRACTOR_REVIEWS}`]: () => jsonResponse(state.reviews),
    [`GET ${CLIENT_REVIEWS}`]: () => jsonResponse(clientReviews),
    [`POST ${REPLY}`]: (call) => {
      const text = (call.body as { text: string }).text;
      if (reply) return reply(text);
      const replied = review({ reply: text, replied_at: '2026-12-15T12:00:00Z' });
      state.reviews = [replied];
      return jsonResponse(replied);
    },
  });
  return { api, state };
}
const region = (name: string) => screen.findByRole('region', { name });

describe('the client’s review of the agency', () => {
  it('shows the scores by criterion, the recommendation, the text, the day and the verified mark', async () => {
    visitAs('employee');
    serve();
    await renderApp('/panel/projects/7');
    const section = await region('Отзыв заказчика');
    await within(section).findByText('Сделали в срок, знак понравился.');
    const text = section.textContent;
    expect(text).toContain('Проверенный отзыв');
    expect(text).toContain('Анна Петрова, 13 декабря 2026');
    expect(text).toContain('Качество работы5 из 5');
    expect(text).toContain('Соблюдение сроков4 из 5');
    expect(text).toContain('Коммуникация3 из 5');
    expect(text).toContain('Цена и качество2 из 5');
    expect(text).toContain('Рекомендует агентствоДа');
  });

  it('says so when the client has not reviewed yet, and offers no reply', async () => {
    visitAs('employee');
    serve({ reviews: [] });
    await renderApp('/panel/projects/7');
    const section = await region('Отзыв заказчика');
    expect(
      await within(section).findByText(/^Заказчик ещё не оставил отзыв о работе вашего агентства/),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Ответ на отзыв' })).toBeNull();
  });

  it('while the work is in work, says the client reviews it once accepted, and asks for none', async () => {
    visitAs('employee');
    const { api } = serve({ project: won({ project_status: 'in_work' }), reviews: [] });
    await renderApp('/panel/projects/7');
    const section = await region('Отзыв заказчика');
    expect(section.textContent).toContain(
      'Заказчик сможет оставить отзыв о работе вашего агентства, когда примет её.',
    );
    expect(api.callsTo(CONTRACTOR_REVIEWS)).toHaveLength(0);
  });

  it('is not shown on a project the agency lost', async () => {
    visitAs('employee');
    const { api } = serve({
      project: won({
        state: 'lost',
        candidate_status: 'participant',
        candidate: candidate({ status: 'participant' }),
        closing: { ...won().closing!, contractor: 9, contractor_name: 'Агентство «Юг»' },
      }),
    });
    await renderApp('/panel/projects/7');
    await region('Итог');
    expect(screen.queryByRole('region', { name: 'Отзыв заказчика' })).toBeNull();
    expect(api.callsTo(CONTRACTOR_REVIEWS)).toHaveLength(0);
  });
});

describe('the agency’s reply', () => {
  it('a manager publishes it, told it is public; an empty one is refused here; it then shows in place', async () => {
    visitAs('employee');
    const { api } = serve();
    await renderApp('/panel/projects/7');
    const form = await screen.findByRole('form', { name: 'Ответ на отзыв' });
    const field = within(form).getByLabelText('Ваш ответ');
    expect(field.getAttribute('aria-describedby')).toBe('review-reply-text-help');
    expect(within(form).getByText(/^Ответ увидят все на странице вашего агентства/)).toBeTruthy();

    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Опубликовать ответ' }));
    expect(await within(form).findByText('Напишите ответ.')).toBeTruthy();
    expect(api.callsTo(REPLY)).toHaveLength(0);

    fireEvent.change(field, { target: { value: ' Спасибо за проект! ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Опубликовать ответ' }));
    await waitFor(() => expect(api.callsTo(REPLY)).toHaveLength(1));
    expect(api.callsTo(REPLY)[0]!.body).toEqual({ text: 'Спасибо за проект!' });

    const section = await region('Отзыв заказчика');
    expect(await within(section).findByText('Спасибо за проект!')).toBeTruthy();
    expect(section.textContent).toContain('Ответ агентства · 15 декабря 2026');
    expect(screen.queryByRole('form', { name: 'Ответ на отзыв' })).toBeNull();
    // Read again from the server, not only drawn from the answer.
    expect(api.callsTo(CONTRACTOR_REVIEWS).length).toBeGreaterThan(1);
  });

  it('a reply already there is shown, and no form', async () => {
    visitAs('executor');
    serve({
      reviews: [review({ reply: 'Рады работать с вами.', replied_at: '2026-12-14T12:00:00Z' })],
    });
    await renderApp('/panel/projects/7');
    const section = await region('Отзыв заказчика');
    expect(await within(section).findByText('Рады работать с вами.')).toBeTruthy();
    expect(section.textContent).toContain('Ответ агентства · 14 декабря 2026');
    expect(screen.queryByRole('form', { name: 'Ответ на отзыв' })).toBeNull();
  });

  it('a specialist reads the review and is told who may reply', async () => {
    visitAs('employee');
    serve({ role: 'specialist', project: won({ can_answer: false }) });
    await renderApp('/panel/projects/7');
    const section = await region('Отзыв заказчика');
    expect(await within(section).findByText('Сделали в срок, знак понравился.')).toBeTruthy();
    expect(section.textContent).toContain(
      'Агентство ещё не ответило. Ответить могут руководитель и менеджеры агентства.',
    );
    expect(screen.queryByRole('form', { name: 'Ответ на отзыв' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Отзыв о заказчике' })).toBeNull();
  });

  it('the server’s refusal shows in Russian above the button', async () => {
    visitAs('employee');
    serve({
      reply: () => jsonResponse({ non_field_errors: [REVIEW_MESSAGES.replyExists] }, 400),
    });
    await renderApp('/panel/projects/7');
    const form = await screen.findByRole('form', { name: 'Ответ на отзыв' });
    fireEvent.change(within(form).getByLabelText('Ваш ответ'), {
      target: { value: 'Спасибо!' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Опубликовать ответ' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Агентство уже ответило на этот отзыв.',
    );
  });

  it('a review that cannot be read says so and is read again on request', async () => {
    visitAs('employee');
    let failing = true;
    stubApi({
      [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency('manager')),
      [`GET ${projectPath(7)}`]: () => jsonResponse(won()),
      [`GET ${CLIENT_REVIEWS}`]: () => jsonResponse([]),
      [`GET ${CONTRACTOR_REVIEWS}`]: () =>
        failing ? jsonResponse({ detail: 'Ошибка сервера.' }, 500) : jsonResponse([review()]),
    });
    await renderApp('/panel/projects/7');
    const section = await region('Отзыв заказчика');
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Не удалось загрузить отзыв заказчика.',
    );
    failing = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Повторить' }));
    expect(await within(section).findByText('Сделали в срок, знак понравился.')).toBeTruthy();
  });
});

describe('the agency’s review of its client', () => {
  it('once written, it shows in place of the form', async () => {
    visitAs('executor');
    serve({ clientReviews: [clientReview()] });
    await renderApp('/panel/projects/7');
    const section = await region('Отзыв о заказчике');
    expect(await within(section).findByText('Бриф ясный, оплата вовремя.')).toBeTruthy();
    expect(section.textContent).toContain('Ваша оценка: 4 из 5 · 14 декабря 2026');
    expect(screen.queryByRole('form', { name: 'Отзыв о заказчике' })).toBeNull();
    // The tender is still rated.
    expect(await screen.findByRole('form', { name: 'Оценка тендера' })).toBeTruthy();
  });

  it('not written yet: the form', async () => {
    visitAs('executor');
    serve();
    await renderApp('/panel/projects/7');
    expect(await screen.findByRole('form', { name: 'Отзыв о заказчике' })).toBeTruthy();
  });
});
