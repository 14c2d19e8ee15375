import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderApp, visitAs } from './helpers';
import {
  candidate,
  candidatePath,
  inboxProject,
  invitationPath,
  prepareInboxPages,
  tender,
} from './panel-inbox-support';
import { serve, viewed } from './panel-project-support';
import { section as region } from './panel-section-support';

// /panel/projects/{id} in a tender: the agency's proposal, as a draft and sent; a specialist reads it.

prepareInboxPages();

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
