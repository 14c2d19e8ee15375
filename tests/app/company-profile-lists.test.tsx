import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { visitAs } from './helpers';
import { fakeAgency, openPage } from './company-profile-lists-support';
import { prepareProfilePage } from './company-profile-support';
import { rowsOf, section } from './panel-section-support';

// /panel/company-profile's lists as a specialist reads them: services, industries, places, languages, clients.

prepareProfilePage();

describe('a specialist', () => {
  it('reads every list, with no action anywhere', async () => {
    visitAs('employee');
    const api = fakeAgency({
      role: 'specialist',
      rows: {
        services: [[1, { service: 2, service_range: 21 }]],
        industries: [[1, { industry: 1 }]],
        locations: [[1, { country: 1, city: null }]],
        client_histories: [[1, { client_name: 'Хлебный дом' }]],
      },
    });
    await openPage();
    const lists = {
      Услуги: ['SMM'],
      Отрасли: ['Ритейл'],
      География: ['Россия — вся страна'],
      Языки: [],
      Клиенты: ['Хлебный дом'],
    };
    for (const [title, rows] of Object.entries(lists)) {
      const card = await section(title);
      await waitFor(() => expect(within(card).queryByRole('status')).toBeNull());
      expect(rowsOf(card)).toEqual(rows);
      expect(within(card).queryAllByRole('button')).toEqual([]);
    }
    expect(within(await section('Языки')).getByText('Языки пока не указаны.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
