import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, landAt, loadRouteModules, renderApp, visitAs } from './helpers';
import { stubApi } from './auth-support';

beforeAll(loadRouteModules);

const DRAFT_KEY = 'podryad.flow.company.draft';
const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
const cities = [{ id: 1, name: 'Москва', country: 1 }];

const completeDraft = {
  company: {
    name: 'Северное сияние',
    inn: '7707083893',
    website: 'https://aurora.example',
    city: 1,
    staff_count: 12,
    founded_year: 2015,
  },
  services: [{ service: 3, service_range: 11 }],
  industries: [2, 5],
  description: 'Делаем сайты и приложения для ритейла.',
};

beforeEach(() => {
  visitAs('guest');
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('company flow', () => {
  it('what was typed survives a remount (a reload keeps the draft)', async () => {
    stubApi({
      'GET /location/api/v1/cities/': () => jsonResponse(page(cities)),
      'GET /location/api/v1/cities/1/': () => jsonResponse(cities[0]),
    });
    const first = await renderApp('/create-company');
    fireEvent.change(await screen.findByLabelText('Название агентства'), {
      target: { value: 'Северное сияние' },
    });
    fireEvent.change(screen.getByLabelText('ИНН'), { target: { value: '7707083893' } });
    first.unmount();

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

  it('a skipped step goes back to the first; registration needs the whole draft', async () => {
    expect(await landAt('/create-company')).toBe('/create-company');
    expect(await landAt('/create-company/industries')).toBe('/create-company');
    sessionStorage.setItem('podryad.flow.company.complete', '1');
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...completeDraft, industries: [] }));
    expect(await landAt('/auth/register?variant=2')).toBe('/create-company');
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(completeDraft));
    expect(await landAt('/auth/register?variant=2')).toBe('/auth/register?variant=2');
  });

  it('agency registration sends the whole draft in one request, then forgets it', async () => {
    sessionStorage.setItem('podryad.flow.company.complete', '1');
    sessionStorage.setItem('podryad.flow.company.last', 'description');
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(completeDraft));
    const api = stubApi({
      'POST /contractor/api/v1/register-agency/': (call) =>
        jsonResponse(
          {
            id: 5,
            email: 'boss@aurora.example',
            type_account: 2,
            contractor: {
              ...completeDraft.company,
              id: 8,
              description: completeDraft.description,
              is_published: false,
              created_at: '2026-11-22T00:00:00.000Z',
            },
            echo: call.body,
          },
          201,
        ),
    });
    await renderApp('/auth/register?variant=2');
    expect(await screen.findByText(/«Северное сияние»/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Электронная почта'), {
      target: { value: 'boss@aurora.example' },
    });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'Strong-pass-42' } });
    fireEvent.change(screen.getByLabelText('Повторите пароль'), {
      target: { value: 'Strong-pass-42' },
    });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрировать агентство' }));

    expect(await screen.findByText('Проверьте почту')).toBeTruthy();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /contractor/api/v1/register-agency/',
    ]);
    expect(api.calls[0]?.body).toEqual({
      email: 'boss@aurora.example',
      password: 'Strong-pass-42',
      re_password: 'Strong-pass-42',
      company: { ...completeDraft.company, description: completeDraft.description },
      services: completeDraft.services,
      industries: completeDraft.industries,
    });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(sessionStorage.getItem('podryad.flow.company.complete')).toBeNull();
  });

  it('the server’s errors about the company are named and lead back to the flow', async () => {
    sessionStorage.setItem('podryad.flow.company.complete', '1');
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(completeDraft));
    stubApi({
      'POST /contractor/api/v1/register-agency/': () =>
        jsonResponse(
          {
            email: ['Пользователь с таким email уже существует.'],
            'company.inn': ['Неверный ИНН: не сходится контрольное число.'],
          },
          400,
        ),
    });
    await renderApp('/auth/register?variant=2');
    fireEvent.change(await screen.findByLabelText('Электронная почта'), {
      target: { value: 'boss@aurora.example' },
    });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'Strong-pass-42' } });
    fireEvent.change(screen.getByLabelText('Повторите пароль'), {
      target: { value: 'Strong-pass-42' },
    });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрировать агентство' }));
    expect(await screen.findByText('Пользователь с таким email уже существует.')).toBeTruthy();
    expect(screen.getByText('ИНН: Неверный ИНН: не сходится контрольное число.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Вернуться к данным компании' }).getAttribute('href'),
    ).toBe('/create-company');
  });
});
