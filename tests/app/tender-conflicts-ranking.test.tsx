import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ProjectConflicts } from '../../contract/tender-conflict-api';
import { stubApi } from './auth-support';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { fakeServer, prepareClientProject } from './client-project-support';
import {
  BUDGET_PREVIEW,
  fixClock,
  page,
  PROJECT,
  releaseClock,
  requirementsWithFavourites,
} from './tender-support';

// «Конфликт интересов» in the ranking (/performers/{id}) and the invitation form: a flagged agency keeps its
// place, with the level and what matched beside it; the flags are read for the shown agencies at once.

prepareClientProject();

const CONFLICTS = '/tender/api/v1/projects/2/conflicts/';

const FLAGS: ProjectConflicts = {
  project: 2,
  competitors: 1,
  flags: [
    {
      contractor: 12,
      level: 'competitor',
      label: 'Работает с конкурентом',
      reasons: ['Работает с «ВкусВилл» (клиент с 2024 г.)', 'Кейс для «ВкусВилл» (2023 г.)'],
      declaration: null,
    },
  ],
};

describe('the ranking', () => {
  it('marks the agency serving a competitor and hides nobody', async () => {
    visitAs('client');
    const api = fakeServer(undefined, { [`GET ${CONFLICTS}`]: () => jsonResponse(FLAGS) });
    await renderApp('/performers/2');
    expect(await screen.findByText('Подходят 3 агентства')).toBeTruthy();
    const flagged = within(screen.getByRole('article', { name: 'Агентство «Тезис»' }));
    const note = await flagged.findByRole('group', { name: 'Конфликт интересов' });
    expect(within(note).getByText('Работает с конкурентом')).toBeTruthy();
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Работает с «ВкусВилл» (клиент с 2024 г.)', 'Кейс для «ВкусВилл» (2023 г.)']);
    for (const name of ['Северный ветер', 'Студия «Колос»'])
      expect(
        within(screen.getByRole('article', { name })).queryByRole('group', {
          name: 'Конфликт интересов',
        }),
      ).toBeNull();
    expect(api.callsTo(CONFLICTS).map((call) => call.query.get('contractors'))).toContain(
      '11,12,13',
    );
  });
});

/** The invitation form's server: the favourites are AGENCIES, their flags answered by `conflicts`. */
function invitationServer(conflicts: () => Response | Promise<Response>) {
  return stubApi({
    'GET /project/api/v1/projects/2/': () => jsonResponse(PROJECT),
    'GET /project/api/v1/projects/2/requirements/': () =>
      jsonResponse(requirementsWithFavourites()),
    'POST /project/api/v1/matching-preview/': () => jsonResponse(BUDGET_PREVIEW),
    'GET /tender/api/v1/invitations/': () => jsonResponse(page([])),
    [`GET ${CONFLICTS}`]: conflicts,
  });
}

describe('the invitation form', () => {
  beforeEach(fixClock);
  afterEach(releaseClock);

  it('shows the level and the reason beside the favourite, which can still be invited', async () => {
    visitAs('client');
    const api = invitationServer(() => jsonResponse(FLAGS));
    await renderApp('/performers/2/sending-invitations');
    await screen.findByText('Работает с конкурентом');
    // The label reads the name, the level and what matched.
    const flagged = screen.getByRole<HTMLInputElement>('checkbox', {
      name: /^Агентство «Тезис»\s*Работает с конкурентом\s*Работает с «ВкусВилл» \(клиент с 2024 г\.\); Кейс для «ВкусВилл» \(2023 г\.\)$/,
    });
    expect(flagged.disabled).toBe(false);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(api.callsTo(CONFLICTS).map((call) => call.query.get('contractors'))).toContain(
      '11,12,13',
    );
  });

  it('shows the favourites only together with their notes, so none pushes the form down', async () => {
    visitAs('client');
    let answer!: (response: Response) => void;
    const api = invitationServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    await renderApp('/performers/2/sending-invitations');
    // Everything else has come: the favourites wait for their flags in the placeholder.
    expect(await screen.findByText('Бюджет «15-30 млн руб» подходит 3 из 3 агентств')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo(CONFLICTS).map((call) => call.query.get('contractors'))).toEqual([
        '11,12,13',
      ]),
    );
    expect(screen.getByRole('status', { name: 'Загрузка избранного и приглашений' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByLabelText('Сообщение агентствам')).toBeNull();
    answer(jsonResponse(FLAGS));
    expect(await screen.findByText('Работает с конкурентом')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByLabelText('Сообщение агентствам')).toBeTruthy();
  });

  it('shows the favourites without notes when their flags cannot be read', async () => {
    visitAs('client');
    invitationServer(() => jsonResponse({ detail: 'Ошибка сервера.' }, 500));
    await renderApp('/performers/2/sending-invitations');
    expect(await screen.findByLabelText('Сообщение агентствам')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByText('Работает с конкурентом')).toBeNull();
  });

  it('is started by the route as soon as the favourites are known, before the form asks', async () => {
    visitAs('client');
    const api = invitationServer(() => jsonResponse(FLAGS));
    const { prefetchSendingInvitations } =
      await import('../../src/features/project/api/prefetch-tender');
    await prefetchSendingInvitations(2);
    expect(api.callsTo(CONFLICTS).map((call) => call.query.get('contractors'))).toEqual([
      '11,12,13',
    ]);
  });
});
