import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_MESSAGES } from '../../contract/profile-rules';
import { visitAs } from './helpers';
import { ENDPOINT, fakeAgency, openPage } from './company-profile-lists-support';
import { prepareProfilePage } from './company-profile-support';
import { choose, errorUnder, optionsOf, rowsOf, section } from './panel-section-support';

// /panel/company-profile's «Отрасли» and «Языки»: each a pick from a reference list, those added not offered.

prepareProfilePage(
  () => import('../../src/features/company-profile/components/IndustryForm'),
  () => import('../../src/features/company-profile/components/LanguageForm'),
);

describe('«Отрасли»', () => {
  it('the leader adds an industry (those added are not offered) and removes one', async () => {
    visitAs('executor');
    const api = fakeAgency({ rows: { industries: [[1, { industry: 1 }]] } });
    await openPage();
    const card = await section('Отрасли');
    await within(card).findByText('Ритейл');

    fireEvent.click(within(card).getByRole('button', { name: 'Добавить отрасль' }));
    const form = await within(card).findByRole('form', { name: 'Новая отрасль' });
    expect(await optionsOf(within(form).getByLabelText('Отрасль'))).toEqual(['Финансы', 'HoReCa']);
    await choose(within(form).getByLabelText('Отрасль'), 'HoReCa');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Отрасль добавлена')).toBeTruthy();
    await waitFor(() => expect(rowsOf(card)).toEqual(['Ритейл', 'HoReCa']));
    expect(api.sent('POST', ENDPOINT.industries)).toEqual([{ industry: 3 }]);

    fireEvent.click(within(card).getByRole('button', { name: 'Удалить отрасль „Ритейл“' }));
    await waitFor(() => expect(rowsOf(card)).toEqual(['HoReCa']));
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `${ENDPOINT.industries}1/`,
    );
  });

  it('an industry the server refuses: its message under «Отрасль», the list unchanged', async () => {
    visitAs('executor');
    fakeAgency({
      rows: { industries: [[1, { industry: 1 }]] },
      refuse: { [`POST ${ENDPOINT.industries}`]: { industry: [PROFILE_MESSAGES.industryTaken] } },
    });
    await openPage();
    const card = await section('Отрасли');
    await within(card).findByText('Ритейл');
    fireEvent.click(within(card).getByRole('button', { name: 'Добавить отрасль' }));
    const form = await within(card).findByRole('form', { name: 'Новая отрасль' });
    await choose(within(form).getByLabelText('Отрасль'), 'Финансы');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(errorUnder(form, 'Отрасль')).toBe('Эта отрасль уже есть в профиле агентства.'),
    );
    expect(rowsOf(card)).toEqual(['Ритейл']);
  });
});

describe('«Языки»', () => {
  it('the leader adds a language (those added are not offered) and removes one', async () => {
    visitAs('executor');
    const api = fakeAgency({ rows: { languages: [[1, { language: 1 }]] } });
    await openPage();
    const card = await section('Языки');
    await within(card).findByText('Русский');
    fireEvent.click(within(card).getByRole('button', { name: 'Добавить язык' }));
    const form = await within(card).findByRole('form', { name: 'Новый язык' });
    expect(await optionsOf(within(form).getByLabelText('Язык'))).toEqual([
      'Английский',
      'Казахский',
    ]);
    await choose(within(form).getByLabelText('Язык'), 'Английский');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Язык добавлен')).toBeTruthy();
    await waitFor(() => expect(rowsOf(card)).toEqual(['Русский', 'Английский']));
    expect(api.sent('POST', ENDPOINT.languages)).toEqual([{ language: 2 }]);

    fireEvent.click(within(card).getByRole('button', { name: 'Удалить язык „Русский“' }));
    await waitFor(() => expect(rowsOf(card)).toEqual(['Английский']));
  });

  it('a language the server refuses: its message under «Язык», the list unchanged', async () => {
    visitAs('executor');
    fakeAgency({
      refuse: { [`POST ${ENDPOINT.languages}`]: { language: [PROFILE_MESSAGES.languageTaken] } },
    });
    await openPage();
    const card = await section('Языки');
    fireEvent.click(await within(card).findByRole('button', { name: 'Добавить язык' }));
    const form = await within(card).findByRole('form', { name: 'Новый язык' });
    await choose(within(form).getByLabelText('Язык'), 'Казахский');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(errorUnder(form, 'Язык')).toBe('Этот язык уже есть в профиле агентства.'),
    );
    expect(rowsOf(card)).toEqual([]);
  });
});
