import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { stubApi } from './auth-support';

beforeAll(loadRouteModules);

const STAFF = '/accounts/api/v1/contractor-accounts-lider/';
const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
const manager = { id: 2, name: 'manager', title: 'Менеджер проектов', description: '' };
const employee = {
  id: 11,
  user: 21,
  email: 'employee1@podryad.example',
  is_active: true,
  role: { id: 2, name: 'manager', title: 'Менеджер проектов' },
  type_account: 3,
  created_at: '2026-11-01T10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('/panel/staff', () => {
  it('an employee gets the 403 screen and the staff API is never asked', async () => {
    visitAs('employee');
    const api = stubApi({});
    await renderApp('/panel/staff');
    expect(await screen.findByText('Нет доступа')).toBeTruthy();
    expect(api.callsTo(STAFF)).toHaveLength(0);
  });

  it('the leader sees the team and invites by email and role', async () => {
    visitAs('executor');
    const api = stubApi({
      [`GET ${STAFF}`]: () => jsonResponse(page([employee])),
      'GET /accounts/api/v1/roles/': () =>
        jsonResponse(page([{ ...manager, id: 1, name: 'leader', title: 'Руководитель' }, manager])),
      [`POST ${STAFF}`]: (call) =>
        jsonResponse(
          { ...employee, id: 12, email: 'new@agency.example', is_active: false, echo: call.body },
          201,
        ),
    });
    await renderApp('/panel/staff');
    const team = await screen.findByRole('list', { name: 'Сотрудники' });
    expect(within(team).getByText('employee1@podryad.example')).toBeTruthy();
    expect(within(team).getByText('Активен')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Электронная почта'), {
      target: { value: 'new@agency.example' },
    });
    fireEvent.mouseDown(screen.getByLabelText('Роль'));
    const managerOption = await screen.findByTitle('Менеджер проектов');
    expect(screen.queryByTitle('Руководитель')).toBeNull(); // an agency has one leader
    fireEvent.click(managerOption);
    fireEvent.click(screen.getByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByText('Приглашение отправлено')).toBeTruthy();
    expect(api.callsTo(STAFF).find((call) => call.method === 'POST')?.body).toEqual({
      email: 'new@agency.example',
      role: 2,
    });
  });
});
