import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Candidate } from '../../contract/tender';
import type { FinalRound, FinalRoundCreate } from '../../contract/tender-final-round';
import { FINAL_ROUND_MESSAGES } from '../../contract/tender-final-round-rules';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { CANDIDATES, fakeServer, prepareTenderTabs, TENDER } from './project-tender-support';
import { PROJECT } from './tender-support';

// «Финальный раунд» on the client's performers tab: the dialog takes 2–3 finalists, a deadline, a message and
// the others' reason; the server's refusal shows inside it; once declared, the matrix puts first and final
// offers side by side (sealed until the round opens).

prepareTenderTabs();

const url = '/tender/api/v1/projects/2/final-round/';

/** Three proposals sent: the third candidate sends one too. */
const sent = (): Candidate[] =>
  CANDIDATES().map((c) =>
    c.id === 23
      ? { ...c, price: 40_000_000, timeline_days: 90, submitted_at: '2026-11-19T19:00:00+03:00' }
      : c,
  );

const NONE: FinalRound = {
  project: 2,
  started_at: null,
  deadline: null,
  message: '',
  open: false,
  opened_at: null,
  is_finalist: false,
  can_send: false,
  finalists: [],
};

function started(open: boolean): FinalRound {
  return {
    ...NONE,
    started_at: '2026-11-20T09:00:00+03:00',
    deadline: '2026-11-23T18:00:00+03:00',
    message: 'Уточните цену.',
    open,
    opened_at: open ? '2026-11-21T12:00:00+03:00' : null,
    finalists: [
      {
        candidate: 21,
        contractor: 11,
        contractor_name: 'Северный ветер',
        first: { price: 20_000_000, timeline_days: 60, approach: 'Контент-план на квартал.' },
        final: open
          ? { price: 18_000_000, timeline_days: 50, approach: 'Тот же план, быстрее.' }
          : { price: null, timeline_days: null, approach: null },
        submitted_at: '2026-11-21T12:00:00+03:00',
      },
      {
        candidate: 22,
        contractor: 12,
        contractor_name: 'Агентство «Тезис»',
        first: { price: 35_000_000, timeline_days: 120, approach: '' },
        final: { price: null, timeline_days: null, approach: null },
        submitted_at: null,
      },
    ],
  };
}

describe('the final round dialog', () => {
  it('sends 2 finalists, the deadline, the message and the reason; shows the refusal inside', async () => {
    visitAs('client');
    let round = NONE;
    const bodies: FinalRoundCreate[] = [];
    const api = fakeServer(
      { project: { ...PROJECT, status: 'tender' }, tender: TENDER, candidates: sent() },
      {
        [`GET ${url}`]: () => jsonResponse(round),
        [`POST ${url}`]: (call) => {
          const body = call.body as FinalRoundCreate;
          bodies.push(body);
          if (body.finalists.length < 2)
            return jsonResponse({ finalists: [FINAL_ROUND_MESSAGES.finalists] }, 400);
          round = started(false);
          return jsonResponse(round, 201);
        },
      },
    );
    await renderApp('/dashboard/project/2/performers');
    fireEvent.click(await screen.findByRole('button', { name: 'Объявить финальный раунд' }));
    const dialog = await screen.findByRole('dialog');
    const form = await within(dialog).findByRole('form', { name: 'Финальный раунд' });
    const boxes = within(form).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    fireEvent.click(within(form).getByRole('checkbox', { name: /Северный ветер/ }));
    fireEvent.change(within(form).getByLabelText('Финальные предложения до'), {
      target: { value: '2026-11-23T18:00' },
    });
    fireEvent.change(within(form).getByLabelText('Сообщение финалистам'), {
      target: { value: 'Уточните цену.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Начать финальный раунд' }));
    expect(
      await within(dialog).findByText(`Финалисты: ${FINAL_ROUND_MESSAGES.finalists}`),
    ).toBeTruthy();

    fireEvent.click(within(form).getByRole('checkbox', { name: /Агентство «Тезис»/ }));
    const reason = await within(form).findByLabelText('Причина для остальных');
    await waitFor(() => expect((reason as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(reason, { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Комментарий для остальных'), {
      target: { value: 'Дороже бюджета' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Начать финальный раунд' }));
    expect(await screen.findByText('Финальный раунд объявлен')).toBeTruthy();
    expect(bodies[1]).toEqual({
      finalists: [21, 22],
      // 18:00 on the reader's (Moscow) clock.
      deadline: '2026-11-23T18:00:00+03:00',
      message: 'Уточните цену.',
      rejection_reason: 1,
      rejection_comment: 'Дороже бюджета',
    });
    expect(api.callsTo(url).filter((c) => c.method === 'POST')).toHaveLength(2);
    // Declared: sealed until its deadline, the matrix says who sent and when, not what.
    expect(await screen.findByText(/Финальные предложения запечатаны до/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Объявить финальный раунд' })).toBeNull();
  });

  it('shows first and final offers side by side in the matrix once open', async () => {
    visitAs('client');
    fakeServer(
      { project: { ...PROJECT, status: 'tender' }, tender: TENDER, candidates: CANDIDATES() },
      { [`GET ${url}`]: () => jsonResponse(started(true)) },
    );
    await renderApp('/dashboard/project/2/performers');
    // jsdom is narrow: one card per candidate, each with its rows.
    const cards = await screen.findByRole('list', { name: 'Предложения участников' });
    const card = (name: string) => within(cards).getByRole('article', { name }).textContent;
    await waitFor(() => expect(card('Северный ветер')).toContain('Финальная цена'));
    expect(card('Северный ветер')).toMatch(/20\s000\s000\s₽ → 18\s000\s000\s₽/);
    expect(card('Северный ветер')).toContain('60 дн. → 50 дн.');
    expect(card('Северный ветер')).toContain('Тот же план, быстрее.');
    expect(card('Агентство «Тезис»')).toContain('не прислано: действует первое');
    expect(card('Студия «Колос»')).toContain('не в финале');
  });
});
