import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Employee } from '../../contract/accounts';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { noContent, stubApi } from './auth-support';
import { employeeUser } from '../fixtures/users';

// The invitation form is a lazy chunk inside the staff screen: loaded ahead too, so no wait in a test is on it.
beforeAll(() =>
  Promise.all([loadRouteModules(), import('../../src/features/staff/components/AddEmployeeForm')]),
);

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

/** The form «Пригласить сотрудника» unfolds (a lazy chunk with antd). */
async function openInvitation() {
  const toggle = await screen.findByRole('button', { name: 'Пригласить сотрудника' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  // The form takes the focus: its first field.
  await waitFor(() => expect(screen.getByLabelText('Имя')).toHaveFocus());
}

describe('/panel/staff', () => {
  it('a specialist sees the team with names, read-only: a note, no invitation, no actions', async () => {
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
    expect(screen.queryByRole('button', { name: 'Пригласить сотрудника' })).toBeNull();
    expect(within(team).queryAllByRole('button')).toHaveLength(0);
    expect(within(team).queryAllByRole('combobox')).toHaveLength(0);
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
    expect(await screen.findByRole('button', { name: 'Пригласить сотрудника' })).toBeTruthy();
    // The button follows the caller's role, the list the team: two answers, each its own render.
    const team = await screen.findByRole('list', { name: 'Сотрудники' });
    const [own, other] = within(team).getAllByRole('listitem');
    expect(within(own!).queryAllByRole('button')).toHaveLength(0);
    expect(within(own!).queryAllByRole('combobox')).toHaveLength(0);
    expect(within(other!).getByRole('button', { name: /Отправить повторно/ })).toBeTruthy();
  });

  it('the first screen is plain HTML: antd comes with the invitation form, when asked for', async () => {
    visitAs('executor');
    stubApi({
      [`GET ${STAFF}`]: () => jsonResponse(page([maria, pending, expired])),
      'GET /accounts/api/v1/roles/': () => jsonResponse(roles),
    });
    await renderApp('/panel/staff');
    await screen.findByRole('list', { name: 'Сотрудники' });
    await screen.findByRole('option', { name: 'Специалист' }); // the roles are there
    // eslint-disable-next-line testing-library/no-node-access -- antd is seen by its class names only
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    await openInvitation();
    // eslint-disable-next-line testing-library/no-node-access -- antd is seen by its class names only
    expect(document.querySelector('.ant-form')).not.toBeNull();

    // «Отмена» folds it, the focus back on the button.
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    const toggle = screen.getByRole('button', { name: 'Пригласить сотрудника' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Имя')).toBeNull();
    expect(toggle).toHaveFocus();
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
    const [mariaRow, pendingRow, expiredRow] = within(list).getAllByRole('listitem');
    expect(within(mariaRow!).getByText('Активен')).toBeTruthy();
    expect(within(mariaRow!).getByText(/^с \d{1,2} (октября|ноября) 2026$/)).toBeTruthy();
    expect(within(pendingRow!).getByText('Ожидает')).toBeTruthy();
    expect(
      within(pendingRow!).getByText(/^приглашение действует до \d{1,2} ноября 2026$/),
    ).toBeTruthy();
    expect(within(expiredRow!).getByText('Истекло')).toBeTruthy();
    expect(within(expiredRow!).getByText('late@podryad.example')).toBeTruthy(); // no name: the address

    fireEvent.click(within(pendingRow!).getByRole('button', { name: /Отправить повторно/ }));
    await waitFor(() => expect(api.callsTo(`${STAFF}12/resend-invitation/`)).toHaveLength(1));

    // Withdrawing asks first: the question under the row, the focus on «Отмена».
    const withdraw = within(expiredRow!).getByRole('button', {
      name: 'Отозвать приглашение: late@podryad.example',
    });
    fireEvent.click(withdraw);
    expect(withdraw.getAttribute('aria-expanded')).toBe('true');
    const question = within(expiredRow!).getByRole('group', { name: 'Отозвать приглашение?' });
    expect(
      within(question).getByText('Ссылка из письма для late@podryad.example перестанет работать.'),
    ).toBeTruthy();
    expect(within(question).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    fireEvent.click(within(question).getByRole('button', { name: 'Отозвать' }));
    await waitFor(() => expect(screen.queryByText('late@podryad.example')).toBeNull());
    expect(api.callsTo(`${STAFF}13/invitation/`)[0]?.method).toBe('DELETE');

    await openInvitation();
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: ' Анна ' } });
    fireEvent.change(screen.getByLabelText('Фамилия'), { target: { value: 'Смирнова' } });
    fireEvent.change(screen.getByLabelText('Электронная почта'), {
      target: { value: 'new@agency.example' },
    });
    fireEvent.mouseDown(screen.getByLabelText('Роль'));
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

  it('an invitation the server refuses: the message under its field', async () => {
    visitAs('executor');
    stubApi({
      [`GET ${STAFF}`]: () => jsonResponse(page([maria])),
      'GET /accounts/api/v1/roles/': () => jsonResponse(roles),
      [`POST ${STAFF}`]: () => jsonResponse({ email: ['Этот адрес уже занят в Подряде.'] }, 400),
    });
    await renderApp('/panel/staff');
    await openInvitation();
    fireEvent.change(screen.getByLabelText('Электронная почта'), {
      target: { value: 'employee1@podryad.example' },
    });
    fireEvent.mouseDown(screen.getByLabelText('Роль'));
    await waitFor(() => expect(screen.queryAllByTitle('Специалист').length).toBeGreaterThan(0));
    fireEvent.click(
      screen
        .getAllByTitle('Специалист')
        .find((el) => el.classList.contains('ant-select-item-option'))!,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByText('Этот адрес уже занят в Подряде.')).toBeTruthy();
  });

  it('the leader changes a role with the row’s select; a refusal is a toast and the role stays', async () => {
    visitAs('executor');
    let team = [maria];
    let refuse = false;
    const api = stubApi({
      [`GET ${STAFF}`]: () => jsonResponse(page(team)),
      'GET /accounts/api/v1/roles/': () => jsonResponse(roles),
      [`PATCH ${STAFF}11/`]: (call) => {
        if (refuse) return jsonResponse({ detail: 'Роль нельзя сменить.' }, 403);
        team = [member({ role: { id: 3, name: 'specialist', title: 'Специалист' } })];
        expect(call.body).toEqual({ role: 3 });
        return jsonResponse(team[0]);
      },
    });
    await renderApp('/panel/staff');
    const select = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: 'Роль: Мария Ковалёва',
    });
    await waitFor(() => expect(select.disabled).toBe(false)); // the roles are there
    // The agency's one leader is not a role to give.
    expect([...select.options].map((option) => option.text)).toEqual([
      'Менеджер проектов',
      'Специалист',
    ]);
    expect(select.value).toBe('2');

    fireEvent.change(select, { target: { value: '3' } });
    await waitFor(() => expect(api.callsTo(`${STAFF}11/`)).toHaveLength(1));
    expect(await screen.findByText('Специалист', { selector: 'span' })).toBeTruthy();
    expect(select.value).toBe('3');

    refuse = true;
    fireEvent.change(select, { target: { value: '2' } });
    expect(await screen.findByText('Роль нельзя сменить.')).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('3'));
  });

  it('removing someone asks first; Escape takes the question back, the focus on the button', async () => {
    visitAs('executor');
    let team = [maria];
    const api = stubApi({
      [`GET ${STAFF}`]: () => jsonResponse(page(team)),
      'GET /accounts/api/v1/roles/': () => jsonResponse(roles),
      [`DELETE ${STAFF}11/`]: () => {
        team = [];
        return noContent();
      },
    });
    await renderApp('/panel/staff');
    const remove = await screen.findByRole('button', { name: 'Удалить employee1@podryad.example' });

    fireEvent.click(remove);
    const question = screen.getByRole('group', { name: 'Удалить сотрудника?' });
    expect(
      within(question).getByText('Мария Ковалёва больше не сможет войти в панель агентства.'),
    ).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Удалить сотрудника?' })).toBeNull();
    expect(remove).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(remove);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(
      await screen.findByText('Пока вы работаете один: пригласите коллег по почте'),
    ).toBeTruthy();
    expect(api.callsTo(`${STAFF}11/`)[0]?.method).toBe('DELETE');
  });

  it('a re-send the server refuses (the hourly limit): its message in a toast', async () => {
    visitAs('executor');
    stubApi({
      [`GET ${STAFF}`]: () => jsonResponse(page([pending])),
      [`POST ${STAFF}12/resend-invitation/`]: () =>
        jsonResponse({ detail: 'Слишком много приглашений за час. Попробуйте позже.' }, 429),
    });
    await renderApp('/panel/staff');
    fireEvent.click(await screen.findByRole('button', { name: /Отправить повторно/ }));
    expect(
      await screen.findByText('Слишком много приглашений за час. Попробуйте позже.'),
    ).toBeTruthy();
  });

  it('a team that cannot be loaded: the reason and «Повторить»', async () => {
    visitAs('executor');
    let fail = true;
    stubApi({
      [`GET ${STAFF}`]: () =>
        fail ? jsonResponse({ detail: 'Сервер недоступен.' }, 503) : jsonResponse(page([maria])),
    });
    await renderApp('/panel/staff');
    expect(await screen.findByText('Не удалось загрузить сотрудников')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Мария Ковалёва')).toBeTruthy();
  });
});
