import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { candidate, candidatePath, prepareInboxPages, tender } from './panel-inbox-support';
import { serve, viewed } from './panel-project-support';
import { section as region } from './panel-section-support';

// /panel/projects/{id}: the agency takes its sent proposal back (after a confirmation) until the deadline,
// and, not chosen, reads where it stood.

prepareInboxPages();

describe('withdrawing and the standing', () => {
  const sent = candidate({
    price: 900_000,
    timeline_days: 30,
    approach: 'Есть подход.',
    submitted_at: '2026-11-24T12:00:00Z',
  });

  it('asks before withdrawing a sent proposal, then takes it back', async () => {
    visitAs('employee');
    const project = viewed({
      status: 'accepted',
      state: 'tender',
      candidate_status: 'participant',
      tender_deadline: '2026-12-10T12:00:00Z',
      tender: tender(),
      candidate: sent,
    });
    const { api, state } = serve(project, {
      [`PATCH ${candidatePath(55)}`]: () => {
        state.project = { ...state.project, candidate: { ...sent, submitted_at: null } };
        return jsonResponse(state.project.candidate);
      },
    });
    await renderApp('/panel/projects/7');
    const form = await screen.findByRole('form', { name: 'Предложение' });
    expect((await region('Ваше предложение')).textContent).toContain(
      'его можно изменить или отозвать',
    );
    const withdraw = () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Отозвать предложение' }));
    withdraw();
    const question = await within(form).findByRole('group', { name: 'Отозвать предложение?' });
    expect(question.textContent).toMatch(/Отправить его снова можно до 10 декабря/);
    fireEvent.click(within(question).getByRole('button', { name: 'Отмена' }));
    expect(within(form).queryByRole('group', { name: 'Отозвать предложение?' })).toBeNull();
    expect(api.callsTo(candidatePath(55))).toHaveLength(0);

    withdraw();
    const again = await within(form).findByRole('group', { name: 'Отозвать предложение?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Отозвать' }));
    await waitFor(() => expect(api.callsTo(candidatePath(55))).toHaveLength(1));
    expect(api.callsTo(candidatePath(55))[0]!.body).toEqual({ withdraw: true });
    expect(await within(form).findByText(/^Предложение отозвано\./)).toBeTruthy();
    // Not sent any more: it may be sent again, or kept as a draft.
    expect(await within(form).findByRole('button', { name: 'Отправить предложение' })).toBeTruthy();
  });

  it('not chosen, the agency reads the reason, its place and the winner’s price against its own', async () => {
    visitAs('employee');
    serve(
      viewed({
        status: 'accepted',
        state: 'lost',
        tender: tender({ is_open: false, proposals_open: true }),
        candidate: {
          ...sent,
          status: 'rejected',
          rejection_comment: 'Лучший срок',
          outcome: { reason: 'Лучший срок', place: 2, proposals: 4, winner_price: 'below' },
        },
        closing: {
          kind: 'winner',
          contractor: 9,
          contractor_name: 'Агентство «Юг»',
          third_party_name: null,
          reason: 'Лучший срок',
          closed_at: '2026-12-11T12:00:00Z',
        },
      }),
    );
    await renderApp('/panel/projects/7');
    const outcome = await region('Итог');
    expect(outcome.textContent).toContain('Причина, которую назвал заказчик: Лучший срок');
    expect(outcome.textContent).toContain('Ваше предложение — 2-е из 4 по итоговой оценке.');
    expect(outcome.textContent).toContain('Цена победителя ниже вашей.');
  });
});
