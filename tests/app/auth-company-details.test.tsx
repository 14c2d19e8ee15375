import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { companyMessages, foundedYearMax } from '../../src/lib/form-rules';
import { jsonResponse, renderApp } from './helpers';
import { stubApi } from './auth-support';
import {
  cities,
  completeDraft,
  DRAFT_KEY,
  page,
  prepareCompanyFlow,
  referenceApi,
  storedDraft,
} from './auth-company-support';

// /create-company, the flow's first step: the company's name, ИНН, city, staff and founding year; its draft.

prepareCompanyFlow();

describe('company flow', () => {
  it('what was typed survives a remount (a reload keeps the draft)', async () => {
    stubApi({
      'GET /location/api/v1/cities/': () => jsonResponse(page(cities)),
      'GET /location/api/v1/cities/1/': () => jsonResponse(cities[0]),
    });
    const { unmount } = await renderApp('/create-company');
    fireEvent.change(await screen.findByLabelText('Название агентства'), {
      target: { value: 'Северное сияние' },
    });
    fireEvent.change(screen.getByLabelText('ИНН'), { target: { value: '7707083893' } });
    unmount();

    await renderApp('/create-company');
    expect((await screen.findByLabelText<HTMLInputElement>('Название агентства')).value).toBe(
      'Северное сияние',
    );
    expect(screen.getByLabelText<HTMLInputElement>('ИНН').value).toBe('7707083893');
  });

  it('a wrong ИНН checksum stops the first step', async () => {
    stubApi({ 'GET /location/api/v1/cities/': () => jsonResponse(page(cities)) });
    const { router } = await renderApp('/create-company');
    fireEvent.change(await screen.findByLabelText('Название агентства'), {
      target: { value: 'Агентство' },
    });
    fireEvent.change(screen.getByLabelText('ИНН'), { target: { value: '7707083894' } });
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Неверный ИНН: не сходится контрольное число.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/create-company');
  });

  it('the city is found by typing and picked with the keyboard; the draft keeps it', async () => {
    stubApi(referenceApi());
    const { unmount } = await renderApp('/create-company');
    const city = await screen.findByRole('combobox', { name: 'Город' });
    fireEvent.change(city, { target: { value: 'Ка' } });
    // The server's answer for «Ка»: two cities, announced and listed.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Казань',
        'Калининград',
      ]),
    );
    expect(city.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(city, { key: 'ArrowDown' });
    fireEvent.keyDown(city, { key: 'ArrowDown' });
    expect(city.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Калининград' }).id,
    );
    fireEvent.keyDown(city, { key: 'ArrowUp' });
    fireEvent.keyDown(city, { key: 'Enter' });
    expect((city as HTMLInputElement).value).toBe('Казань');
    expect(city.getAttribute('aria-expanded')).toBe('false');
    expect(storedDraft().company.city).toBe(4);

    // Typing something else and leaving without a pick keeps the chosen city.
    fireEvent.change(city, { target: { value: 'Мос' } });
    fireEvent.blur(city);
    expect((city as HTMLInputElement).value).toBe('Казань');
    // The same with the list closed first (Escape closes it and keeps the text).
    fireEvent.change(city, { target: { value: 'Мос' } });
    fireEvent.keyDown(city, { key: 'Escape' });
    expect(city.getAttribute('aria-expanded')).toBe('false');
    fireEvent.blur(city);
    expect((city as HTMLInputElement).value).toBe('Казань');
    expect(storedDraft().company.city).toBe(4);
    unmount();

    // After a reload the chosen city is named again (the draft has its id only).
    await renderApp('/create-company');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Город' }).value).toBe(
        'Казань',
      ),
    );
  });

  it('while the server looks up what was typed, the list stays narrowed to it', async () => {
    // The wider answer (all cities, Москва first) is on screen when «Каза» is sent and held unanswered.
    let answerKaza: () => void = () => undefined;
    const api = referenceApi();
    const { callsTo } = stubApi({
      ...api,
      'GET /location/api/v1/cities/': (call: { query: URLSearchParams }) =>
        call.query.get('search') === 'Каза'
          ? new Promise<Response>((resolve) => {
              answerKaza = () => resolve(api['GET /location/api/v1/cities/'](call));
            })
          : api['GET /location/api/v1/cities/'](call),
    });
    await renderApp('/create-company');
    const city = await screen.findByRole('combobox', { name: 'Город' });
    fireEvent.change(city, { target: { value: 'Каза' } });
    await waitFor(() =>
      expect(
        callsTo('/location/api/v1/cities/').some((call) => call.query.get('search') === 'Каза'),
      ).toBe(true),
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Казань']);
    fireEvent.keyDown(city, { key: 'ArrowDown' });
    answerKaza();
    await waitFor(() => expect(screen.getByRole('option').textContent).toBe('Казань'));
    fireEvent.keyDown(city, { key: 'Enter' });
    expect((city as HTMLInputElement).value).toBe('Казань');
  });

  it('Escape on the closed list clears the city, and Next asks for one', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ company: completeDraft.company }));
    stubApi(referenceApi());
    const { router } = await renderApp('/create-company');
    const city = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Город' });
    await waitFor(() => expect(city.value).toBe('Москва'));
    fireEvent.keyDown(city, { key: 'Escape' });
    expect(city.value).toBe('');
    expect(storedDraft().company.city).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Выберите город')).toBeTruthy();
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(city.getAttribute('aria-describedby')).toBe('city-error');
    expect(router.state.location.pathname).toBe('/create-company');
  });

  it('staff count and founding year are whole numbers within their ranges', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ company: completeDraft.company }));
    stubApi(referenceApi());
    const { router } = await renderApp('/create-company');
    const staff = await screen.findByLabelText<HTMLInputElement>(/Штат, человек/);
    const year = screen.getByLabelText<HTMLInputElement>(/Год основания/);
    expect([staff.value, year.value]).toEqual(['12', '2015']);
    fireEvent.change(staff, { target: { value: '0' } });
    fireEvent.change(year, { target: { value: String(foundedYearMax() + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(
      await screen.findByText(companyMessages.staffCountRange, { normalizer: (text) => text }),
    ).toBeTruthy();
    expect(screen.getByText('Год основания не может быть в будущем')).toBeTruthy();
    fireEvent.change(staff, { target: { value: '1,5' } });
    fireEvent.change(year, { target: { value: '1899' } });
    expect(await screen.findByText('Введите целое число')).toBeTruthy();
    // Each change is checked on its own: the year's message may come a render after the staff's.
    expect(await screen.findByText('Год основания не может быть раньше 1900')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/create-company');

    fireEvent.change(staff, { target: { value: '' } }); // optional
    fireEvent.change(year, { target: { value: '2015' } });
    fireEvent.change(screen.getByLabelText(/Сайт/), { target: { value: 'aurora.example' } });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Город' })).toHaveProperty('value', 'Москва'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-company/services'));
    expect(storedDraft().company).toEqual({
      ...completeDraft.company,
      website: 'https://aurora.example',
      staff_count: null,
    });
  });
});
