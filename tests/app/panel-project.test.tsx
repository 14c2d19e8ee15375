import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubApi } from './auth-support';
import { jsonResponse, renderApp, visitAs } from './helpers';
import {
  inboxProject,
  invitationPath,
  projectPath,
  prepareInboxPages,
} from './panel-inbox-support';
import { serve, viewed } from './panel-project-support';
import { section as region } from './panel-section-support';

// /panel/projects/{id}: the brief, why the agency was matched, the client's record, and the answer to the
// invitation.

prepareInboxPages();

describe('the brief and why the agency was matched', () => {
  it('shows the brief, the score’s reasons, the advice and the client’s record; opening marks it viewed once', async () => {
    visitAs('employee');
    const project = inboxProject({ invitation: 99 });
    project.client_record!.recent = [
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
    fireEvent.click(screen.getByRole('radio', { name: 'Конфликта интересов нет' }));
    fireEvent.click(within(dock).getByRole('button', { name: 'Принять приглашение' }));
    await waitFor(() =>
      expect(api.callsTo(invitationPath(31)).map((call) => call.body)).toEqual([
        { status: 'accepted', conflict: 'none' },
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
