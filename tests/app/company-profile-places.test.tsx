import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_MESSAGES } from '../../contract/profile-rules';
import { visitAs } from './helpers';
import { ENDPOINT, fakeAgency, openPage } from './company-profile-lists-support';
import { prepareProfilePage } from './company-profile-support';
import { choose, errorUnder, optionsOf, rowsOf, section } from './panel-section-support';

// /panel/company-profile's «География»: a country, or a city of it.

prepareProfilePage(() => import('../../src/features/company-profile/components/LocationForm'));

describe('«География»', () => {
  it('the leader adds a city of a country, changes a place, removes one', async () => {
    visitAs('executor');
    const api = fakeAgency({ rows: { locations: [[1, { country: 1, city: 7 }]] } });
    await openPage();
    const card = await section('География');
    await within(card).findByText('Казань, Россия');

    fireEvent.click(within(card).getByRole('button', { name: 'Добавить место работы' }));
    const form = await within(card).findByRole('form', { name: 'Новое место работы' });
    await choose(within(form).getByLabelText('Страна'), 'Казахстан');
    expect(await optionsOf(within(form).getByLabelText(/^Город/))).toEqual(['Алматы']);
    await choose(within(form).getByLabelText(/^Город/), 'Алматы');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Место работы добавлено')).toBeTruthy();
    await waitFor(() => expect(rowsOf(card)).toEqual(['Казань, Россия', 'Алматы, Казахстан']));
    expect(api.sent('POST', ENDPOINT.locations)).toEqual([{ country: 2, city: 20 }]);

    fireEvent.click(
      within(card).getByRole('button', { name: 'Изменить место работы „Казань, Россия“' }),
    );
    const edit = await within(card).findByRole('form', {
      name: 'Место работы „Казань, Россия“',
    });
    await choose(within(edit).getByLabelText(/^Город/), 'Москва');
    fireEvent.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Место работы изменено')).toBeTruthy();
    await waitFor(() => expect(rowsOf(card)).toEqual(['Москва, Россия', 'Алматы, Казахстан']));
    expect(api.sent('PATCH', `${ENDPOINT.locations}1/`)).toEqual([{ country: 1, city: 8 }]);

    fireEvent.click(
      within(card).getByRole('button', { name: 'Удалить место работы „Алматы, Казахстан“' }),
    );
    fireEvent.click(
      within(
        within(card).getByRole('group', { name: 'Удалить место работы „Алматы, Казахстан“?' }),
      ).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() => expect(rowsOf(card)).toEqual(['Москва, Россия']));
  });

  it('a place the server refuses: its message under «Город», the list unchanged', async () => {
    visitAs('executor');
    fakeAgency({
      refuse: {
        [`POST ${ENDPOINT.locations}`]: { city: [PROFILE_MESSAGES.cityOfAnotherCountry] },
      },
    });
    await openPage();
    const card = await section('География');
    fireEvent.click(await within(card).findByRole('button', { name: 'Добавить место работы' }));
    const form = await within(card).findByRole('form', { name: 'Новое место работы' });
    await choose(within(form).getByLabelText('Страна'), 'Россия');
    await choose(within(form).getByLabelText(/^Город/), 'Казань');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(errorUnder(form, /^Город/)).toBe('Этот город находится в другой стране.'),
    );
    expect(rowsOf(card)).toEqual([]);
  });
});
