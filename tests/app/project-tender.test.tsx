import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Candidate } from '../../contract/tender';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { stubApi, type ApiCall } from './auth-support';
import {
  fixClock,
  invitation,
  page,
  PROJECT,
  REFUSAL_REASONS,
  releaseClock,
} from './tender-support';

// /dashboard/project/{id}/performers and /winner against a fake server: the invitees' answers, starting the
// tender, the comparison matrix against the brief, shortlist / reject / choose, closing the project another
// way, and the review once a winner was chosen here.

beforeAll(async () => {
  await loadRouteModules();
  // The tabs' tender parts and their dialogs are lazy: their code is loaded before a test waits on them.
  await Promise.all([
    import('../../src/features/project/components/TenderPerformers'),
    import('../../src/features/project/components/WinnerTab'),
    import('../../src/features/project/components/CandidateDialogs'),
    import('../../src/features/project/components/ProjectClosingDialogs'),
  ]);
});
beforeEach(fixClock);
afterEach(() => {
  releaseClock();
  vi.unstubAllGlobals();
  queryClient.clear();
});

const TENDER = {
  id: 7,
  project: 2,
  terms: 'Предложение с медиапланом.',
  deadline: '2026-11-30T18:00:00+03:00',
  opened_at: '2026-11-19T10:00:00+03:00',
  is_open: true,
  candidates_count: 3,
  proposals_count: 2,
};

const candidate = (
  id: number,
  contractor: number,
  name: string,
  extra: Partial<Candidate> = {},
): Candidate => ({
  id,
  tender: 7,
  project: 2,
  contractor,
  contractor_name: name,
  contractor_slug: null,
  status: 'participant',
  price: null,
  timeline_days: null,
  approach: '',
  team: '',
  links: [],
  submitted_at: null,
  rejection_reason: null,
  rejection_reason_name: null,
  rejection_comment: '',
  match_score: 70,
  services_covered: ['SMM'],
  services_missing: [],
  staff_size: 20,
  reviews_count: 0,
  reviews_average: null,
  ...extra,
});

const CANDIDATES = () => [
  candidate(21, 11, 'Северный ветер', {
    price: 20_000_000,
    timeline_days: 60,
    approach: 'Контент-план на квартал.',
    team: 'Стратег, два SMM-менеджера',
    submitted_at: '2026-11-19T16:00:00+03:00',
    match_score: 82,
    services_covered: ['SMM', 'Контент'],
    reviews_count: 12,
    reviews_average: 4.7,
  }),
  candidate(22, 12, 'Агентство «Тезис»', {
    price: 35_000_000,
    timeline_days: 120,
    submitted_at: '2026-11-19T18:00:00+03:00',
    services_covered: ['SMM'],
    services_missing: ['Таргетированная реклама'],
  }),
  candidate(23, 13, 'Студия «Колос»'),
];

type State = {
  project: typeof PROJECT;
  tender: typeof TENDER | null;
  closing: Record<string, unknown> | null;
  candidates: ReturnType<typeof candidate>[];
  reviews: Record<string, unknown>[];
};

function fakeServer(
  start: Partial<State> = {},
  overrides: Record<string, (call: ApiCall) => Response> = {},
) {
  const state: State = {
    project: PROJECT,
    tender: null,
    closing: null,
    candidates: [],
    reviews: [],
    ...start,
  };
  const close = (closing: Record<string, unknown>) => {
    state.closing = { reason: '', closed_at: '2026-11-20T09:00:00+03:00', ...closing };
    state.project = { ...state.project, status: 'closed' };
    if (state.tender) state.tender = { ...state.tender, is_open: false };
  };
  const handlers: Record<string, (call: ApiCall) => Response> = {
    'GET /project/api/v1/projects/2/': () => jsonResponse(state.project),
    'GET /contractor/api/projects/2/dynamic-contractor/': () => jsonResponse(page([])),
    'GET /tender/api/v1/invitations/': () =>
      jsonResponse(
        page([
          invitation(1, 11, 'accepted', { candidate: 21, candidate_status: 'participant' }),
          invitation(2, 12, 'accepted', { candidate: 22, candidate_status: 'participant' }),
          invitation(3, 13, 'declined', {
            refusal_reason_name: 'Нет свободной команды',
            refusal_comment: '',
          }),
        ]),
      ),
    'GET /tender/api/v1/tenders/by-project/2/': () =>
      jsonResponse({ tender: state.tender, closing: state.closing }),
    'POST /tender/api/v1/tenders/': (call) => {
      const body = call.body as { deadline: string; terms?: string };
      state.tender = { ...TENDER, deadline: body.deadline, terms: body.terms ?? '' };
      return jsonResponse(state.tender, 201);
    },
    'GET /tender/api/v1/tender-candidates/2/contractors/': () => jsonResponse(state.candidates),
    'GET /tender/api/v1/refusal-reason/': () => jsonResponse(page(REFUSAL_REASONS)),
    'POST /tender/api/v1/tenders/make-third-party-contractor-winner/': (call) => {
      const body = call.body as { name: string; reason?: string };
      close({
        kind: 'third_party',
        contractor: null,
        contractor_name: null,
        third_party_name: body.name,
        reason: body.reason ?? '',
      });
      return jsonResponse(state.closing, 201);
    },
    'POST /tender/api/v1/tenders/cancel-project/': (call) => {
      close({
        kind: 'cancelled',
        contractor: null,
        contractor_name: null,
        third_party_name: null,
        reason: (call.body as { reason: string }).reason,
      });
      return jsonResponse(state.closing, 201);
    },
    'GET /review/api/v1/contractor-reviews/by-project/2/': () => jsonResponse(state.reviews),
    'POST /review/api/v1/contractor-reviews/': (call) => {
      const review = {
        id: 40,
        project: 2,
        project_title: PROJECT.title,
        company: 9,
        company_name: 'Пекарни «Колосок»',
        author_name: 'Анна Смирнова',
        reply: null,
        replied_at: null,
        created_at: '2026-11-20T09:00:00+03:00',
        verified: true,
        text: '',
        ...(call.body as object),
      };
      state.reviews.push(review);
      return jsonResponse(review, 201);
    },
  };
  for (const row of [21, 22, 23])
    handlers[`PATCH /tender/api/v1/tender-candidates/${row}/`] = (call) => {
      const body = call.body as Partial<Candidate>;
      const index = state.candidates.findIndex((item) => item.id === row);
      const changed = { ...state.candidates[index]!, ...body };
      if (body.status === 'rejected') changed.rejection_reason_name = REFUSAL_REASONS[0]!.name;
      state.candidates[index] = changed;
      if (body.status === 'winner')
        close({
          kind: 'winner',
          contractor: changed.contractor,
          contractor_name: changed.contractor_name,
          third_party_name: null,
        });
      return jsonResponse(changed);
    };
  return { ...stubApi({ ...handlers, ...overrides }), state };
}

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

describe('/dashboard/project/{id}/winner', () => {
  it('closes the project with a winner outside the platform, name required', async () => {
    visitAs('client');
    const api = fakeServer({ tender: TENDER, candidates: CANDIDATES() });
    await renderApp('/dashboard/project/2/winner');
    const proposals = await screen.findByRole('list', { name: 'Присланные предложения' });
    expect(within(proposals).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Победитель не на платформе' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть проект' }));
    expect(await within(dialog).findByText('Укажите название исполнителя.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Название исполнителя'), {
      target: { value: 'ООО «Своя команда»' },
    });
    fireEvent.change(within(dialog).getByLabelText('Что сказать агентствам'), {
      target: { value: 'Решили делать силами партнёра.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть проект' }));
    expect(await screen.findByText(/^Победитель вне платформы ·/)).toBeTruthy();
    expect(
      api.callsTo('/tender/api/v1/tenders/make-third-party-contractor-winner/')[0]!.body,
    ).toEqual({ project: 2, name: 'ООО «Своя команда»', reason: 'Решили делать силами партнёра.' });
    expect(screen.getByText(/ООО «Своя команда»/)).toBeTruthy();
    // A winner elsewhere gets no review here.
    expect(screen.queryByRole('button', { name: 'Опубликовать отзыв' })).toBeNull();
  });

  it('cancels the project with a reason, required', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/dashboard/project/2/winner');
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить проект' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить проект' }));
    expect(await within(dialog).findByText('Укажите причину отмены проекта.')).toBeTruthy();
    expect(api.callsTo('/tender/api/v1/tenders/cancel-project/')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Причина отмены'), {
      target: { value: 'Бюджет перенесли на следующий год.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить проект' }));
    expect(await screen.findByText(/^Проект отменён ·/)).toBeTruthy();
    expect(api.callsTo('/tender/api/v1/tenders/cancel-project/')[0]!.body).toEqual({
      project: 2,
      reason: 'Бюджет перенесли на следующий год.',
    });
    expect(screen.getByText('Причина: Бюджет перенесли на следующий год.')).toBeTruthy();
  });

  it('once a winner was chosen here, takes the review: every score and the answer required', async () => {
    visitAs('client');
    const api = fakeServer({
      project: { ...PROJECT, status: 'closed' },
      tender: { ...TENDER, is_open: false },
      closing: {
        kind: 'winner',
        contractor: 11,
        contractor_name: 'Северный ветер',
        third_party_name: null,
        reason: '',
        closed_at: '2026-11-19T20:00:00+03:00',
      },
    });
    await renderApp('/dashboard/project/2/winner');
    fireEvent.click(await screen.findByRole('button', { name: 'Опубликовать отзыв' }));
    expect(await screen.findAllByText('Поставьте оценку от 1 до 5.')).toHaveLength(4);
    expect(screen.getByText('Ответьте да или нет.')).toBeTruthy();
    expect(api.callsTo('/review/api/v1/contractor-reviews/')).toHaveLength(0);

    const scores = {
      'Качество работы': 5,
      'Соблюдение сроков': 4,
      Коммуникация: 5,
      'Цена и качество': 3,
    };
    // A legend names each group of radios (getByRole over antd's tree is slow in jsdom: by text instead).
    const group = (legend: string) =>
      // eslint-disable-next-line testing-library/no-node-access -- a role query here is slow
      within(screen.getByText(legend).closest('fieldset')!);
    for (const [criterion, score] of Object.entries(scores))
      fireEvent.click(group(criterion).getByLabelText(`${score} из 5`));
    fireEvent.click(group('Порекомендуете агентство?').getByLabelText('Да'));
    fireEvent.change(screen.getByLabelText('Отзыв'), {
      target: { value: 'Сделали всё в срок, контент живой.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать отзыв' }));
    const shown = await screen.findByRole('article', { name: 'Ваш отзыв' });
    expect(api.callsTo('/review/api/v1/contractor-reviews/')[0]!.body).toEqual({
      project: 2,
      contractor: 11,
      quality: 5,
      deadlines: 4,
      communication: 5,
      value: 3,
      would_recommend: true,
      text: 'Сделали всё в срок, контент живой.',
    });
    expect(within(shown).getByText('Проверенный отзыв')).toBeTruthy();
    expect(within(shown).getByRole('img', { name: '4 из 5' })).toBeTruthy();
    expect(within(shown).getByText('Агентство пока не ответило на отзыв.')).toBeTruthy();
  });

  it('shows the review given with the agency’s reply', async () => {
    visitAs('client');
    fakeServer({
      project: { ...PROJECT, status: 'closed' },
      closing: {
        kind: 'winner',
        contractor: 11,
        contractor_name: 'Северный ветер',
        third_party_name: null,
        reason: '',
        closed_at: '2026-11-19T20:00:00+03:00',
      },
      reviews: [
        {
          id: 40,
          project: 2,
          project_title: PROJECT.title,
          contractor: 11,
          company: 9,
          company_name: 'Пекарни «Колосок»',
          author_name: 'Анна Смирнова',
          quality: 5,
          deadlines: 5,
          communication: 4,
          value: 4,
          would_recommend: true,
          text: 'Отличная работа.',
          reply: 'Спасибо, было интересно!',
          replied_at: '2026-11-20T08:00:00+03:00',
          created_at: '2026-11-19T21:00:00+03:00',
          verified: true,
        },
      ],
    });
    await renderApp('/dashboard/project/2/winner');
    const shown = await screen.findByRole('article', { name: 'Ваш отзыв' });
    expect(within(shown).getByText('Спасибо, было интересно!')).toBeTruthy();
    expect(within(shown).getByText('Ответ агентства · 20 нояб. 2026, 08:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Опубликовать отзыв' })).toBeNull();
  });
});
