import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { jsonResponse, renderApp } from './helpers';
import { stubApi } from './auth-support';
import { completeDraft, DRAFT_KEY, prepareCompanyFlow } from './auth-company-support';

// /auth/register?variant=2 at the flow's end: the agency registered with the whole draft in one request.

prepareCompanyFlow();

describe('company flow', () => {
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
