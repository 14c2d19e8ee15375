import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InboxProject } from '../../contract/tender';
import { queryClient } from '../../src/lib/react-query';
import { stubApi, type ApiCall } from './auth-support';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { MY_AGENCY, myAgency } from './personal-profile-support';
import {
  candidate,
  candidatePath,
  CLIENT_REVIEWS,
  COMMUNICATION,
  inboxProject,
  invitationPath,
  NOW,
  page,
  projectPath,
  REASONS,
  tender,
} from './panel-inbox-support';
import { fixClock, releaseClock } from './moscow-clock';

// /panel/projects/{id}: the brief, why the agency was matched, the client's record, and by the project's
// state: the answer, the proposal, the outcome and the ratings; a specialist reads it all.

beforeAll(loadRouteModules);
// The visitor's zone is Moscow's, whatever the machine's: the days and hours shown depend on it.
beforeEach(() => fixClock(NOW));
afterEach(() => {
  releaseClock();
  vi.unstubAllGlobals();
  queryClient.clear();
});

type Extra = Record<string, (call: ApiCall) => Response>;
/** The project as the server has it (a handler may change it), and the other calls the test answers. */
function serve(
  project: InboxProject,
  extra: Extra = {},
  role: 'manager' | 'specialist' = 'manager',
) {
  const state = { project };
  const api = stubApi({
    [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency(role)),
    [`GET ${projectPath(project.project)}`]: () => jsonResponse(state.project),
    // A won project's reviews: none yet (tests/app/panel-review-reply.test.tsx has them).
    [`GET /review/api/v1/contractor-reviews/by-project/${project.project}/`]: () =>
      jsonResponse([]),
    [`GET /review/api/v1/client-reviews/by-project/${project.project}/`]: () => jsonResponse([]),
    [`GET ${REASONS}`]: () =>
      page([
        { id: 1, name: 'Нет свободной команды' },
        { id: 2, name: 'Бюджет не подходит' },
      ]),
    ...extra,
  });
  return { api, state };
}
const region = (name: string) => screen.findByRole('region', { name });
const viewed = (overrides: Partial<InboxProject> = {}) =>
  inboxProject({ status: 'viewed', ...overrides });

describe('the brief and why the agency was matched', () => {
  it('shows the brief, the score’s reasons, the advice and the client’s record; opening marks it viewed once', async () => {
    visitAs('employee');
    const project = inboxProject({ invitation: 99 });
    project.client_record.recent = [
      { text: 'Бриф понятный, ответы быстрые.', created_at: '2026-10-20T12:00:00Z', average: 4.67 },
    ];
    const { api } = serve(project, {
      [`PATCH ${invitationPath(99)}`]: () => jsonResponse({}),
    });
    await renderApp('/panel/projects/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ребрендинг сети кофеен' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Ребрендинг сети кофеен — Подряд'));

    const brief = await region('Бриф проекта');
    expect(brief.textContent).toContain('ООО «Кофейня»');
    expect(brief.textContent).toContain('15-30 млн руб');
    expect(brief.textContent).toContain('10 января 2027 — 30 апреля 2027');
    expect(brief.textContent).toContain('Брендинг, Дизайн упаковки');
    expect(brief.textContent).toContain('HoReCa');
    expect(brief.textContent).toContain('Новый знак, упаковка и вывески для 40 кофеен.');
    expect(brief.textContent).toContain('Сообщение заказчикаПосмотрите бриф: ждём ваших идей.');

    const match = await region('Почему вас пригласили');
    expect(match.textContent).toContain('Совпадение с проектом: 72 из 100');
    const parts = within(match).getAllByRole('listitem');
    expect(parts[0]!.textContent).toBe('УслугиБрендинг, Дизайн упаковки+25 из 25');
    expect(parts[1]!.textContent).toBe('Опыт в отраслиНет кейсов в HoReCa+0 из 20');
    expect(within(match).getByRole('heading', { name: 'Что поднимет оценку' })).toBeTruthy();
    expect(parts[2]!.textContent).toBe('Добавьте кейс в отрасли HoReCa.');

    const record = await region('Репутация заказчика');
    expect(record.textContent).toContain('Закрыл на платформе 2 проекта.');
    expect(record.textContent).toContain('4 оценки');
    expect(record.textContent).toContain('Понятность брифа4,3');
    expect(record.textContent).toContain('Скорость ответов3,5');
    expect(record.textContent).toContain('Обратная связь—');
    expect(record.textContent).toContain('20 октября 2026 · 4,7 из 5');
    expect(record.textContent).toContain('Бриф понятный, ответы быстрые.');

    await waitFor(() =>
      expect(api.callsTo(invitationPath(99)).map((call) => call.body)).toEqual([
        { status: 'viewed' },
      ]),
    );
    // The project is read again after the mark; the mark is not sent again.
    await waitFor(() => expect(api.callsTo(projectPath(7)).length).toBeGreaterThan(1));
    expect(api.callsTo(invitationPath(99))).toHaveLength(1);
  });

  it('a project the agency was not invited to: a message, no retry', async () => {
    visitAs('executor');
    stubApi({ [`GET ${projectPath(8)}`]: () => jsonResponse({ detail: 'Не найдено.' }, 404) });
    await renderApp('/panel/projects/8');
    expect(
      await screen.findByText('Проект не найден: агентство не приглашено в него, или его удалили.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Проект' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });
});

describe('answering the invitation', () => {
  it('accepts it', async () => {
    visitAs('employee');
    const { api, state } = serve(viewed(), {
      [`PATCH ${invitationPath(31)}`]: () => {
        state.project = viewed({ status: 'accepted', state: 'tender' });
        return jsonResponse({});
      },
    });
    await renderApp('/panel/projects/7');
    const dock = await screen.findByRole('group', { name: 'Ответ на приглашение' });
    expect((await region('Ваш ответ')).textContent).toContain('Ответьте до 1 декабря');
    fireEvent.click(within(dock).getByRole('button', { name: 'Принять приглашение' }));
    await waitFor(() =>
      expect(api.callsTo(invitationPath(31)).map((call) => call.body)).toEqual([
        { status: 'accepted' },
      ]),
    );
    expect(
      await screen.findByText(/Вы приняли приглашение\. Когда заказчик начнёт тендер/),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Ответ на приглашение' })).toBeNull();
  });

  it('declines with a reason from the list: none chosen is refused here, the server’s word shows too', async () => {
    visitAs('employee');
    let answers = 0;
    const { api, state } = serve(viewed(), {
      [`PATCH ${invitationPath(31)}`]: () => {
        answers += 1;
        if (answers === 1)
          return jsonResponse({ refusal_comment: ['Не более 1000 символов.'] }, 400);
        state.project = viewed({
          status: 'declined',
          state: 'declined',
          refusal_reason: 2,
          refusal_comment: 'Не наш масштаб.',
        });
        return jsonResponse({});
      },
    });
    await renderApp('/panel/projects/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Отклонить' }));
    const form = await screen.findByRole('form', { name: 'Отказ от приглашения' });
    const reason = within(form).getByLabelText('Причина отказа');
    await waitFor(() => expect(reason).toHaveFocus());

    fireEvent.click(within(form).getByRole('button', { name: 'Отклонить приглашение' }));
    expect(await within(form).findByText('Укажите причину отказа.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(invitationPath(31))).toHaveLength(0);

    await within(form).findByRole('option', { name: 'Бюджет не подходит' });
    fireEvent.change(reason, { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Комментарий для заказчика'), {
      target: { value: '  Не наш масштаб.  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Отклонить приглашение' }));
    expect(await within(form).findByText('Не более 1000 символов.')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Отклонить приглашение' }));
    await waitFor(() => expect(api.callsTo(invitationPath(31))).toHaveLength(2));
    expect(api.callsTo(invitationPath(31))[1]!.body).toEqual({
      status: 'declined',
      refusal_reason: 2,
      refusal_comment: 'Не наш масштаб.',
    });
    const outcome = await region('Итог');
    expect(outcome.textContent).toContain('Вы отклонили приглашение. Не наш масштаб.');
  });

  it('«Отмена» returns to the two buttons', async () => {
    visitAs('executor');
    serve(viewed());
    await renderApp('/panel/projects/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Отклонить' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
    expect(await screen.findByRole('button', { name: 'Принять приглашение' })).toBeTruthy();
  });
});

describe('the proposal', () => {
  const inTender = (overrides: Parameters<typeof candidate>[0] = {}) =>
    viewed({
      status: 'accepted',
      state: 'tender',
      candidate_status: 'participant',
      tender_deadline: '2026-12-10T12:00:00Z',
      tender: tender(),
      candidate: candidate(overrides),
    });

  it('saves a draft with what is filled in, and sending needs price, timeline and approach', async () => {
    visitAs('employee');
    const { api } = serve(inTender(), {
      [`PATCH ${candidatePath(55)}`]: () => jsonResponse(candidate()),
    });
    await renderApp('/panel/projects/7');
    const form = await screen.findByRole('form', { name: 'Предложение' });
    expect((await region('Ваше предложение')).textContent).toContain(
      'Приём предложений до 10 декабря',
    );
    fireEvent.change(within(form).getByLabelText('Цена, ₽'), { target: { value: '1 200 000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить ссылку' }));
    fireEvent.change(within(form).getByLabelText('Название ссылки 1'), {
      target: { value: 'Кейс' },
    });
    fireEvent.change(within(form).getByLabelText('Адрес ссылки 1'), {
      target: { value: 'ftp://example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить черновик' }));
    expect(await within(form).findByText('Введите правильный URL.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Адрес ссылки 1'), {
      target: { value: 'https://example.com/case' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() => expect(api.callsTo(candidatePath(55))).toHaveLength(1));
    expect(api.callsTo(candidatePath(55))[0]!.body).toEqual({
      price: 1_200_000,
      approach: '',
      team: '',
      links: [{ name: 'Кейс', url: 'https://example.com/case' }],
    });
    expect(await within(form).findByText(/^Черновик сохранён\./)).toBeTruthy();

    // Sending: the timeline and the approach are missing.
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить предложение' }));
    expect(await within(form).findAllByText(/^Укажите цену, срок и подход/)).toHaveLength(2);
    expect(api.callsTo(candidatePath(55))).toHaveLength(1);

    fireEvent.change(within(form).getByLabelText('Срок, дней'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Подход'), {
      target: { value: 'Исследование, концепции, дизайн-система.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить предложение' }));
    expect(await within(form).findByText('Срок — хотя бы один день.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Срок, дней'), { target: { value: '45' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить предложение' }));
    await waitFor(() => expect(api.callsTo(candidatePath(55))).toHaveLength(2));
    expect(api.callsTo(candidatePath(55))[1]!.body).toEqual({
      price: 1_200_000,
      timeline_days: 45,
      approach: 'Исследование, концепции, дизайн-система.',
      team: '',
      links: [{ name: 'Кейс', url: 'https://example.com/case' }],
      submit: true,
    });
    expect(await within(form).findByText('Предложение отправлено заказчику.')).toBeTruthy();
  });

  it('the server’s refusal shows above the buttons', async () => {
    visitAs('executor');
    serve(inTender({ price: 900_000, timeline_days: 30, approach: 'Есть подход.' }), {
      [`PATCH ${candidatePath(55)}`]: () =>
        jsonResponse({ detail: 'Приём предложений завершён.' }, 400),
    });
    await renderApp('/panel/projects/7');
    const form = await screen.findByRole('form', { name: 'Предложение' });
    expect(within(form).getByLabelText<HTMLInputElement>('Цена, ₽').value).toBe('900000');
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить предложение' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toContain('Приём предложений завершён.');
  });

  it('a specialist reads the project and the proposal, and is told why nothing can be changed', async () => {
    visitAs('employee');
    const { api } = serve(
      inboxProject({
        ...inTender({ price: 900_000, timeline_days: 30, approach: 'Есть подход.' }),
        status: 'sent',
        invitation: 77,
        can_answer: false,
      }),
      {},
      'specialist',
    );
    await renderApp('/panel/projects/7');
    expect(await screen.findByText('Только просмотр')).toBeTruthy();
    expect(screen.getByText(/могут руководитель и менеджеры агентства/)).toBeTruthy();
    expect(await region('Бриф проекта')).toBeTruthy();
    expect(await region('Почему вас пригласили')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Принять приглашение' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    // Not answerable by them: the invitation is not marked as seen on their look.
    expect(api.callsTo(invitationPath(77))).toHaveLength(0);
  });

  it('a specialist in a tender sees the proposal as text', async () => {
    visitAs('employee');
    const project = inTender({
      price: 900_000,
      timeline_days: 30,
      approach: 'Есть подход.',
      submitted_at: '2026-11-24T12:00:00Z',
    });
    // The server says it: can_answer follows the role.
    serve({ ...project, can_answer: false }, {}, 'specialist');
    await renderApp('/panel/projects/7');
    const proposal = await region('Ваше предложение');
    expect(proposal.textContent).toContain('Отправлено 24 ноября');
    expect(proposal.textContent).toMatch(/Цена900\s000\s₽/);
    expect(proposal.textContent).toContain('Срок30 дн.');
    expect(within(proposal).queryByRole('textbox')).toBeNull();
  });
});

describe('the outcome and the ratings', () => {
  const closed = (overrides: Partial<InboxProject> = {}) =>
    viewed({
      status: 'accepted',
      state: 'lost',
      tender: tender({ is_open: false }),
      candidate: candidate({ status: 'participant', submitted_at: '2026-11-24T12:00:00Z' }),
      closing: {
        kind: 'winner',
        contractor: 9,
        contractor_name: 'Агентство «Юг»',
        third_party_name: null,
        reason: 'Их предложение дешевле при тех же сроках.',
        closed_at: '2026-12-11T12:00:00Z',
      },
      ...overrides,
    });

  it('another agency won: who, and the reason the client gave; the tender is rated', async () => {
    visitAs('employee');
    const { api } = serve(closed(), {
      [`POST ${COMMUNICATION}`]: () => jsonResponse({ id: 1 }, 201),
    });
    await renderApp('/panel/projects/7');
    const outcome = await region('Итог');
    expect(outcome.textContent).toContain('Выбран победитель');
    expect(outcome.textContent).toContain('Заказчик выбрал другое агентство: Агентство «Юг».');
    expect(outcome.textContent).toContain(
      'Причина, которую назвал заказчик: Их предложение дешевле при тех же сроках.',
    );
    expect(screen.queryByRole('region', { name: 'Отзыв о заказчике' })).toBeNull();

    const form = await screen.findByRole('form', { name: 'Оценка тендера' });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить оценку' }));
    expect(await within(form).findAllByText('Поставьте оценку от 1 до 5.')).toHaveLength(3);
    expect(api.callsTo(COMMUNICATION)).toHaveLength(0);

    const pick = (legend: string, score: string) =>
      fireEvent.click(
        within(within(form).getByRole('group', { name: legend })).getByRole('radio', {
          name: score,
        }),
      );
    pick('Понятность брифа', '4');
    pick('Скорость ответов', '5');
    pick('Обратная связь', '3');
    fireEvent.change(within(form).getByLabelText('Комментарий'), {
      target: { value: 'Быстро отвечали.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить оценку' }));
    await waitFor(() => expect(api.callsTo(COMMUNICATION)).toHaveLength(1));
    expect(api.callsTo(COMMUNICATION)[0]!.body).toEqual({
      project: 7,
      brief_clarity: 4,
      response_speed: 5,
      feedback: 3,
      text: 'Быстро отвечали.',
    });
    expect(await screen.findByText(/^Спасибо: оценка сохранена/)).toBeTruthy();
  });

  it('a tender the agency rated before shows its thanks, not the form again', async () => {
    visitAs('employee');
    serve(closed({ tender_rated: true }));
    await renderApp('/panel/projects/7');
    await region('Итог');
    expect(await screen.findByText(/^Спасибо: оценка сохранена/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Оценка тендера' })).toBeNull();
  });

  it('the winner reads it won and rates the client', async () => {
    visitAs('executor');
    const { api } = serve(
      closed({
        state: 'won',
        candidate_status: 'winner',
        candidate: candidate({ status: 'winner', submitted_at: '2026-11-24T12:00:00Z' }),
        closing: {
          ...closed().closing!,
          contractor: 5,
          contractor_name: 'Северный ветер',
          reason: '',
        },
      }),
      {
        [`POST ${CLIENT_REVIEWS}`]: () => jsonResponse({ id: 1 }, 201),
      },
    );
    await renderApp('/panel/projects/7');
    const outcome = await region('Итог');
    expect(outcome.textContent).toContain('Заказчик выбрал ваше агентство. Поздравляем!');
    expect(outcome.textContent).not.toContain('Причина');

    const form = await screen.findByRole('form', { name: 'Отзыв о заказчике' });
    fireEvent.click(within(form).getByRole('button', { name: 'Оставить отзыв' }));
    expect(await within(form).findByText('Поставьте оценку от 1 до 5.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: '5' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Оставить отзыв' }));
    await waitFor(() => expect(api.callsTo(CLIENT_REVIEWS)).toHaveLength(1));
    expect(api.callsTo(CLIENT_REVIEWS)[0]!.body).toEqual({ project: 7, rating: 5 });
    expect(await screen.findByText('Спасибо: отзыв о заказчике сохранён.')).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Оценка тендера' })).toBeTruthy();
  });

  it('a review refused by the server says why', async () => {
    visitAs('executor');
    serve(
      closed({
        candidate: candidate({ status: 'winner' }),
        closing: { ...closed().closing!, contractor: 5, contractor_name: 'Северный ветер' },
      }),
      {
        [`POST ${CLIENT_REVIEWS}`]: () =>
          jsonResponse({ detail: 'Вы уже оставили отзыв по этому проекту.' }, 400),
      },
    );
    await renderApp('/panel/projects/7');
    const form = await screen.findByRole('form', { name: 'Отзыв о заказчике' });
    fireEvent.click(within(form).getByRole('radio', { name: '4' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Оставить отзыв' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Вы уже оставили отзыв по этому проекту.',
    );
  });

  it('a rejected proposal, a third-party winner and a cancellation each tell their reason', async () => {
    visitAs('executor');
    serve(
      viewed({
        status: 'accepted',
        state: 'lost',
        tender: tender(),
        candidate: candidate({
          status: 'rejected',
          rejection_reason_name: 'Цена выше бюджета',
          rejection_comment: 'Превышение в два раза.',
        }),
      }),
    );
    const { unmount: leaveFirst } = await renderApp('/panel/projects/7');
    expect((await region('Итог')).textContent).toContain(
      'Заказчик отклонил ваше предложение: Цена выше бюджета. Превышение в два раза.',
    );
    // The tender is still open, but a rejected proposal is no longer changed.
    expect(screen.queryByRole('form', { name: 'Предложение' })).toBeNull();
    leaveFirst();
    queryClient.clear();

    serve(
      closed({
        closing: {
          ...closed().closing!,
          kind: 'third_party',
          contractor: null,
          contractor_name: null,
          third_party_name: 'Студия «Запад»',
          reason: 'Работали с ними раньше.',
        },
      }),
    );
    const { unmount: leaveSecond } = await renderApp('/panel/projects/7');
    const outcome = await region('Итог');
    expect(outcome.textContent).toContain('Победитель вне платформы');
    expect(outcome.textContent).toContain(
      'Заказчик выбрал исполнителя вне платформы: Студия «Запад».',
    );
    expect(outcome.textContent).toContain('Работали с ними раньше.');
    leaveSecond();
    queryClient.clear();

    serve(
      closed({
        closing: {
          ...closed().closing!,
          kind: 'cancelled',
          contractor: null,
          contractor_name: null,
          reason: 'Бюджет урезали.',
        },
      }),
    );
    await renderApp('/panel/projects/7');
    const cancelled = await region('Итог');
    expect(cancelled.textContent).toContain('Заказчик отменил проект.');
    expect(cancelled.textContent).toContain('Бюджет урезали.');
  });
});
