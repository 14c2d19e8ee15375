import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { stubApi, type ApiCall } from './auth-support';
import {
  AGENCIES,
  BUDGET_PREVIEW,
  fixClock,
  invitation,
  page,
  PROJECT,
  releaseClock,
  requirementsWithFavourites,
} from './tender-support';

// /performers/{id}/sending-invitations against a fake server: the favourites ticked, a message and an
// answer-by date sent in one call, who was invited and their answers, and the server's refusals in Russian.

beforeAll(loadRouteModules);
beforeEach(fixClock);
afterEach(() => {
  releaseClock();
  vi.unstubAllGlobals();
  queryClient.clear();
});

type Invitations = ReturnType<typeof invitation>[];

function fakeServer(
  invitations: Invitations = [],
  create?: (call: ApiCall) => Response,
  favourites = AGENCIES,
) {
  return stubApi({
    'GET /project/api/v1/projects/2/': () => jsonResponse(PROJECT),
    'GET /project/api/v1/projects/2/requirements/': () =>
      jsonResponse(requirementsWithFavourites(favourites)),
    'POST /project/api/v1/matching-preview/': () => jsonResponse(BUDGET_PREVIEW),
    'GET /tender/api/v1/invitations/': (call) =>
      jsonResponse(page(call.query.get('project') === '2' ? invitations : [])),
    'POST /tender/api/v1/invitations/create-invitations/':
      create ??
      ((call) => {
        const body = call.body as { contractors: number[]; message: string };
        const created = body.contractors.map((contractor, index) =>
          invitation(300 + index, contractor, 'sent', { message: body.message }),
        );
        invitations.push(...created);
        return jsonResponse({ created, already_invited: [] }, 201);
      }),
  });
}

/** An agency's checkbox: its name, then the «Приглашено · …» mark once invited. */
const checkbox = (agency: string) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: (name) => name.startsWith(agency) });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Отправить приглашения' }));

describe('/performers/{id}/sending-invitations', () => {
  it('sends the ticked favourites one message and the answer-by day, then lists them as sent', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/performers/2/sending-invitations');
    // Every favourite is ticked to begin with.
    await screen.findByText('Северный ветер');
    expect(AGENCIES.map((agency) => checkbox(agency.name).checked)).toEqual([true, true, true]);
    expect(await screen.findByText('Бюджет «15-30 млн руб» подходит 3 из 3 агентств')).toBeTruthy();
    fireEvent.click(checkbox('Студия «Колос»'));
    fireEvent.change(screen.getByLabelText('Сообщение агентствам'), {
      target: { value: '  Ждём предложения до конца месяца.  ' },
    });
    fireEvent.change(screen.getByLabelText('Ответить до'), { target: { value: '2026-12-03' } });
    send();
    expect(await screen.findByText('Приглашения отправлены')).toBeTruthy();
    const body = api.callsTo('/tender/api/v1/invitations/create-invitations/')[0]!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      project: 2,
      contractors: [11, 12],
      message: 'Ждём предложения до конца месяца.',
    });
    // The end of the chosen day in the client's zone (Moscow).
    expect(body.expires_at).toBe('2026-12-03T23:59:59+03:00');
    // Who was invited, and the form: only the one left is ticked, the invited are marked and locked.
    const invited = await screen.findByRole('list', { name: 'Приглашённые агентства' });
    await waitFor(() => expect(within(invited).getAllByRole('listitem')).toHaveLength(2));
    expect(within(invited).getAllByText('Отправлено')).toHaveLength(2);
    await waitFor(() => expect(checkbox('Северный ветер').disabled).toBe(true));
    expect(checkbox('Северный ветер').checked).toBe(false);
    expect(screen.getAllByText('Приглашено · Отправлено')).toHaveLength(2);
    expect(checkbox('Студия «Колос»').checked).toBe(true);
    expect(checkbox('Агентство «Тезис»').checked).toBe(false);
  });

  it('marks the agencies already invited with their answer and does not select them again', async () => {
    visitAs('client');
    const api = fakeServer([
      invitation(1, 11, 'accepted', {
        answered_at: '2026-11-19T12:30:00+03:00',
        candidate: 5,
        candidate_status: 'participant',
      }),
      invitation(2, 12, 'declined', {
        answered_at: '2026-11-19T15:00:00+03:00',
        refusal_reason: 3,
        refusal_reason_name: 'Нет свободной команды',
        refusal_comment: 'Вернёмся в январе',
      }),
    ]);
    await renderApp('/performers/2/sending-invitations');
    const accepted = await screen.findByRole('checkbox', { name: /Северный ветер/ });
    expect((accepted as HTMLInputElement).disabled).toBe(true);
    expect((accepted as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Приглашено · Принято')).toBeTruthy();
    expect(screen.getByText('Приглашено · Отклонено')).toBeTruthy();
    expect(checkbox('Студия «Колос»').checked).toBe(true);
    const invited = screen.getByRole('list', { name: 'Приглашённые агентства' });
    expect(
      within(invited).getByText('Причина: Нет свободной команды — Вернёмся в январе'),
    ).toBeTruthy();
    expect(within(invited).getByText('Участник')).toBeTruthy();
    expect(within(invited).getByText('Ответ 19 нояб. 2026, 12:30')).toBeTruthy();
    send();
    await waitFor(() =>
      expect(api.callsTo('/tender/api/v1/invitations/create-invitations/')[0]?.body).toMatchObject({
        contractors: [13],
      }),
    );
  });

  it('sends to a lone favourite too', async () => {
    visitAs('client');
    const api = fakeServer([], undefined, [AGENCIES[2]!]);
    await renderApp('/performers/2/sending-invitations');
    await screen.findByText('Студия «Колос»');
    send();
    await waitFor(() =>
      expect(api.callsTo('/tender/api/v1/invitations/create-invitations/')[0]?.body).toMatchObject({
        contractors: [13],
      }),
    );
    await waitFor(() => expect(checkbox('Студия «Колос»').disabled).toBe(true));
    expect(screen.getByText('Все избранные агентства уже приглашены.')).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Отправить приглашения' }).disabled,
    ).toBe(true);
  });

  it('invites any number of favourites: one sending takes the first 50 and says so, the next the rest', async () => {
    visitAs('client');
    const many = Array.from({ length: 53 }, (_, n) => ({
      id: 500 + n,
      name: `Агентство «${n + 1}»`,
    }));
    const invited: Invitations = [];
    const api = fakeServer(
      invited,
      (call) => {
        const { contractors } = call.body as { contractors: number[] };
        const created = contractors.map((contractor) =>
          invitation(contractor, 11, 'sent', {
            contractor,
            contractor_name: many.find((agency) => agency.id === contractor)!.name,
          }),
        );
        invited.push(...created);
        return jsonResponse({ created, already_invited: [] }, 201);
      },
      many,
    );
    await renderApp('/performers/2/sending-invitations');
    await screen.findByText('Агентство «53»');
    const ticked = () =>
      screen.getAllByRole<HTMLInputElement>('checkbox').map((box) => box.checked);
    expect(
      screen.getByText(
        'За раз — не более 50 агентств: отмечены первые, остальных пригласите следующей отправкой.',
      ),
    ).toBeTruthy();
    expect(ticked()).toEqual(many.map((_, n) => n < 50));
    send();
    await waitFor(() =>
      expect(api.callsTo('/tender/api/v1/invitations/create-invitations/')).toHaveLength(1),
    );
    // The three left are ticked next, and the note is gone.
    await waitFor(() => expect(ticked()).toEqual(many.map((_, n) => n >= 50)));
    expect(screen.queryByText(/За раз — не более/)).toBeNull();
    send();
    await waitFor(() =>
      expect(api.callsTo('/tender/api/v1/invitations/create-invitations/')[1]?.body).toMatchObject({
        contractors: [550, 551, 552],
      }),
    );
  });

  it('refuses to send with nothing ticked or an answer-by day in the past', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/performers/2/sending-invitations');
    await screen.findByRole('checkbox', { name: 'Северный ветер' });
    AGENCIES.forEach((agency) => fireEvent.click(checkbox(agency.name)));
    fireEvent.change(screen.getByLabelText('Ответить до'), { target: { value: '2026-11-19' } });
    send();
    expect(await screen.findByText('Выберите хотя бы одно агентство.')).toBeTruthy();
    expect(screen.getByText('Дата ответа не может быть в прошлом.')).toBeTruthy();
    expect(api.callsTo('/tender/api/v1/invitations/create-invitations/')).toHaveLength(0);
  });

  it('shows the server’s refusal in Russian, under its field or above the button', async () => {
    visitAs('client');
    let answer = jsonResponse(
      { contractors: ['Агентство не найдено или снято с публикации.'] },
      400,
    );
    fakeServer([], () => answer);
    await renderApp('/performers/2/sending-invitations');
    await screen.findByRole('checkbox', { name: 'Северный ветер' });
    send();
    expect(await screen.findByText('Агентство не найдено или снято с публикации.')).toBeTruthy();
    answer = jsonResponse({ detail: 'Проект закрыт: изменить его тендер нельзя.' }, 409);
    send();
    const alert = await screen.findByText('Проект закрыт: изменить его тендер нельзя.');
    expect(screen.getAllByRole('alert').some((box) => box.contains(alert))).toBe(true);
    expect(screen.queryByText('Приглашения отправлены')).toBeNull();
  });
});
