import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Employee } from '../../contract/accounts';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { noContent, stubApi } from './auth-support';
import { employeeUser } from '../fixtures/users';

beforeAll(loadRouteModules);

const STAFF = '/accounts/api/v1/contractor-accounts-lider/';
const MY_AGENCY = '/accounts/api/v1/contractor-accounts/get_contractor_by_user/';
const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
const managerRole = { id: 2, name: 'manager', title: 'Менеджер проектов', description: '' };
const specialistRole = { id: 3, name: 'specialist', title: 'Специалист', description: '' };
const roles = page([
  { ...managerRole, id: 1, name: 'leader', title: 'Руководитель' },
  managerRole,
  specialistRole,
]);
const member = (over: Partial<Employee>): Employee => ({
  id: 11,
  user: 21,
  email: 'employee1@podryad.example',
  first_name: 'Мария',
  last_name: 'Ковалёва',
  position: 'Менеджер проектов',
  is_active: true,
  role: { id: 2, name: 'manager', title: 'Менеджер проектов' },
  type_account: 3,
  created_at: '2026-11-01T10:00:00.000Z',
  invitation_status: 'accepted',
  invitation_expires_at: null,
  ...over,
});
const maria = member({});
const pending = member({
  id: 12,
  user: 22,
  email: 'new.designer@podryad.example',
  first_name: 'Полина',
  last_name: 'Егорова',
  position: 'Дизайнер',
  is_active: false,
  role: { id: 3, name: 'specialist', title: 'Специалист' },
  invitation_status: 'pending',
  invitation_expires_at: '2026-11-20T10:00:00.000Z',
});
const expired = member({
  id: 13,
  user: 23,
  email: 'late@podryad.example',
  first_name: '',
  last_name: '',
  position: '',
  is_active: false,
  invitation_status: 'expired',
  invitation_expires_at: '2026-11-02T10:00:00.000Z',
});
/** The employee fixture (user 3) is in the agency as `role`. */
const myAccount = (role: typeof managerRole) => ({
  id: 30,
  type_account: 3,
  role: { id: role.id, name: role.name, title: role.title },
  contractor: {
    id: 5,
    name: 'Северный ветер',
    inn: '7707083893',
    website: null,
    description: '',
    founded_year: null,
    staff_count: null,
    city: null,
    is_published: true,
    created_at: '2026-01-01T00:00:00.000Z',
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('/panel/staff', () => {
  it('a specialist sees the team with names, read-only: a note, no invitation form, no actions', async () => {
    visitAs('employee');
    const api = stubApi({
      [`GET ${STAFF}`]: () => jsonResponse(page([maria, pending])),
      [`GET ${MY_AGENCY}`]: () => jsonResponse(myAccount(specialistRole)),
    });
    await renderApp('/panel/staff');
    const team = await screen.findByRole('list', { name: 'Сотрудники' });
    expect(within(team).getByText('Мария Ковалёва')).toBeTruthy();
    expect(within(team).getByText('Менеджер проектов · employee1@podryad.example')).toBeTruthy();
    expect(within(team).getByText('Ожидает')).toBeTruthy();
    expect(
      await screen.findByText(
        'Приглашать сотрудников, менять их роли и удалять их может руководитель или менеджер.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Пригласить' })).toBeNull();
    expect(within(team).queryAllByRole('button')).toHaveLength(0);
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('a manager invites and manages the others, but has no actions on its own row', async () => {
    visitAs('employee');
    stubApi({
      [`GET ${STAFF}`]: () => jsonResponse(page([member({ user: employeeUser.id }), pending])),
      [`GET ${MY_AGENCY}`]: () => jsonResponse(myAccount(managerRole)),
      'GET /accounts/api/v1/roles/': () => jsonResponse(roles),
    });
    await renderApp('/panel/staff');
    expect(await screen.findByRole('button', { name: 'Пригласить' })).toBeTruthy();
    const team = screen.getByRole('list', { name: 'Сотрудники' });
    const [own, other] = within(team).getAllByRole('listitem');
    expect(within(own!).queryAllByRole('button')).toHaveLength(0);
    expect(within(other!).getByRole('button', { name: /Отправить повторно/ })).toBeTruthy();
  });

  it('the leader sees statuses, re-sends and withdraws invitations, and invites with names', async () => {
    visitAs('executor');
    let team = [maria, pending, expired];
    const api = stubApi({
      [`GET ${STAFF}`]: () => jsonResponse(page(team)),
      'GET /accounts/api/v1/roles/': () => jsonResponse(roles),
      [`POST ${STAFF}12/resend-invitation/`]: () => jsonResponse(pending),
      [`DELETE ${STAFF}13/invitation/`]: () => {
        team = [maria, pending];
        return noContent();
      },
      [`POST ${STAFF}`]: () =>
        jsonResponse(member({ id: 14, email: 'new@agency.example', first_name: 'Анна' }), 201),
    });
    await renderApp('/panel/staff');
    const list = await screen.findByRole('list', { name: 'Сотрудники' });
    const [, pendingRow, expiredRow] = within(list).getAllByRole('listitem');
    expect(within(pendingRow!).getByText('Ожидает')).toBeTruthy();
    expect(within(expiredRow!).getByText('Истекло')).toBeTruthy();
    expect(within(expiredRow!).getByText('late@podryad.example')).toBeTruthy(); // no name: the address

    fireEvent.click(within(pendingRow!).getByRole('button', { name: /Отправить повторно/ }));
    await waitFor(() => expect(api.callsTo(`${STAFF}12/resend-invitation/`)).toHaveLength(1));

    fireEvent.click(within(expiredRow!).getByRole('button', { name: /Отозвать приглашение/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Отозвать' }));
    await waitFor(() => expect(screen.queryByText('late@podryad.example')).toBeNull());
    expect(api.callsTo(`${STAFF}13/invitation/`)[0]?.method).toBe('DELETE');

    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: ' Анна ' } });
    fireEvent.change(screen.getByLabelText('Фамилия'), { target: { value: 'Смирнова' } });
    fireEvent.change(screen.getByLabelText('Электронная почта'), {
      target: { value: 'new@agency.example' },
    });
    fireEvent.mouseDown(screen.getByLabelText('Роль'));
    // The options of the dropdown (the rows' role pickers show a title too).
    const option = (title: string) =>
      screen.queryAllByTitle(title).filter((el) => el.classList.contains('ant-select-item-option'));
    await waitFor(() => expect(option('Менеджер проектов')).not.toHaveLength(0));
    const [managerOption] = option('Менеджер проектов');
    expect(option('Руководитель')).toHaveLength(0); // an agency has one leader
    fireEvent.click(managerOption!);
    fireEvent.click(screen.getByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByText('Приглашение отправлено')).toBeTruthy();
    expect(api.callsTo(STAFF).find((call) => call.method === 'POST')?.body).toEqual({
      email: 'new@agency.example',
      role: 2,
      first_name: 'Анна',
      last_name: 'Смирнова',
      position: '',
    });
  });
});
