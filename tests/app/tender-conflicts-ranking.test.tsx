import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ProjectConflicts } from '../../contract/tender-conflict-api';
import { stubApi } from './auth-support';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { fakeServer, prepareClientProject } from './client-project-support';
import { AGENCIES, fixClock, page, PROJECT, releaseClock } from './tender-support';

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

describe('the invitation form', () => {
  beforeEach(fixClock);
  afterEach(releaseClock);

  it('shows the level and the reason beside the favourite, which can still be invited', async () => {
    visitAs('client');
    const api = stubApi({
      'GET /project/api/v1/projects/2/': () => jsonResponse(PROJECT),
      'GET /project/api/v1/projects/2/requirements/': () =>
        jsonResponse({
          id: 4,
          project: 2,
          comment: '',
          min_staff: null,
          requirements_version: 1,
          services: [],
          industries: [],
          languages: [],
          locations: [],
          exclusions: [],
          inclusions: [],
          whitelist: AGENCIES.map((agency, index) => ({
            id: 200 + index,
            requirement: 4,
            contractor: agency,
          })),
        }),
      'POST /project/api/v1/matching-preview/': () =>
        jsonResponse({
          count: 3,
          top: [],
          budget: { band: '15M_30M', matched: 3, fitting: 3, usual_band: null },
        }),
      'GET /tender/api/v1/invitations/': () => jsonResponse(page([])),
      [`GET ${CONFLICTS}`]: () => jsonResponse(FLAGS),
    });
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
});
