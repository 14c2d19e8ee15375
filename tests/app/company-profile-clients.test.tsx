import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_MESSAGES } from '../../contract/profile-rules';
import { visitAs } from './helpers';
import { ENDPOINT, fakeAgency, openPage } from './company-profile-lists-support';
import { prepareProfilePage } from './company-profile-support';
import { choose, errorUnder, rowsOf, section } from './panel-section-support';

// /panel/company-profile's «Клиенты»: a brand from the list or a client by name, with its years.

prepareProfilePage(() => import('../../src/features/company-profile/components/ClientForm'));

describe('«Клиенты»', () => {
  it('the leader adds a client by name, changes a brand’s years, removes one', async () => {
    visitAs('executor');
    const api = fakeAgency({
      rows: {
        client_histories: [[1, { brand: 1, industry: 2, year_from: 2018, text: 'Годовой SMM.' }]],
      },
    });
    await openPage();
    const card = await section('Клиенты');
    await within(card).findByText('Сбер');
    expect(within(card).getByText('Финансы · с 2018')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Добавить клиента' }));
    const form = await within(card).findByRole('form', { name: 'Новый клиент' });
    fireEvent.click(within(form).getByLabelText('Другой клиент'));
    fireEvent.change(await within(form).findByLabelText('Название клиента'), {
      target: { value: ' Хлебный дом ' },
    });
    await choose(within(form).getByLabelText(/^Отрасль клиента/), 'Ритейл');
    fireEvent.change(within(form).getByLabelText(/^Год начала работы/), {
      target: { value: '2020' },
    });
    fireEvent.change(within(form).getByLabelText(/^Год окончания/), { target: { value: '2022' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Клиент добавлен')).toBeTruthy();
    await waitFor(() => expect(rowsOf(card)).toEqual(['Сбер', 'Хлебный дом']));
    expect(within(card).getByText('Ритейл · 2020–2022')).toBeTruthy();
    expect(api.sent('POST', ENDPOINT.client_histories)).toEqual([
      {
        brand: null,
        client_name: 'Хлебный дом',
        industry: 1,
        year_from: 2020,
        year_to: 2022,
        text: '',
      },
    ]);

    fireEvent.click(within(card).getByRole('button', { name: 'Изменить клиента „Сбер“' }));
    const edit = await within(card).findByRole('form', { name: 'Клиент „Сбер“' });
    await choose(within(edit).getByLabelText('Бренд'), 'Яндекс');
    fireEvent.change(within(edit).getByLabelText(/^Год окончания/), { target: { value: '2024' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Клиент изменён')).toBeTruthy();
    await waitFor(() => expect(rowsOf(card)).toEqual(['Яндекс', 'Хлебный дом']));
    expect(within(card).getByText('Финансы · 2018–2024')).toBeTruthy();
    expect(api.sent('PATCH', `${ENDPOINT.client_histories}1/`)).toEqual([
      {
        brand: 2,
        client_name: '',
        industry: 2,
        year_from: 2018,
        year_to: 2024,
        text: 'Годовой SMM.',
      },
    ]);

    fireEvent.click(within(card).getByRole('button', { name: 'Удалить клиента „Хлебный дом“' }));
    fireEvent.click(
      within(within(card).getByRole('group', { name: 'Удалить клиента „Хлебный дом“?' })).getByRole(
        'button',
        { name: 'Удалить' },
      ),
    );
    await waitFor(() => expect(rowsOf(card)).toEqual(['Яндекс']));
  });

  it('a client the server refuses: its message under the year, the list unchanged', async () => {
    visitAs('executor');
    fakeAgency({
      refuse: {
        [`POST ${ENDPOINT.client_histories}`]: { year_from: [PROFILE_MESSAGES.futureYear] },
      },
    });
    await openPage();
    const card = await section('Клиенты');
    fireEvent.click(await within(card).findByRole('button', { name: 'Добавить клиента' }));
    const form = await within(card).findByRole('form', { name: 'Новый клиент' });
    fireEvent.click(within(form).getByLabelText('Другой клиент'));
    fireEvent.change(await within(form).findByLabelText('Название клиента'), {
      target: { value: 'Хлебный дом' },
    });
    fireEvent.change(within(form).getByLabelText(/^Год начала работы/), {
      target: { value: '2020' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(errorUnder(form, /^Год начала работы/)).toBe('Год не может быть в будущем.'),
    );
    expect(rowsOf(card)).toEqual([]);
  });
});
