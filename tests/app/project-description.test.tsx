import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { stubApi } from './auth-support';

// /dashboard/project/{id}/description against a fake server: the plain form shows the project, sends what
// changed as one PATCH (empty fields as null), refuses a deadline before the start, and puts the server's
// field errors under their fields.

beforeAll(() =>
  Promise.all([
    loadRouteModules(),
    import('../../src/features/project/components/ProjectEditForm'),
  ]),
);
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const PROJECT = {
  id: 2,
  company: 9,
  author: 1,
  title: 'Соцсети и контент для сети пекарен',
  description: 'Ведение трёх аккаунтов',
  budget: 'LESS_15M',
  start_date: '2026-12-01',
  deadline: null,
  status: 'matching',
  requirements: 4,
  requirements_version: 1,
  confidential: false,
  invited: true,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};
const PATH = '/project/api/v1/projects/2/';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('/dashboard/project/{id}/description', () => {
  it('shows the project and saves the changed fields, an emptied one as null', async () => {
    visitAs('client');
    const api = stubApi({
      [`GET ${PATH}`]: () => jsonResponse(PROJECT),
      [`PATCH ${PATH}`]: (call) =>
        jsonResponse({
          ...PROJECT,
          ...(call.body as object),
          updated_at: '2026-11-02T10:00:00.000Z',
        }),
    });
    await renderApp('/dashboard/project/2/description');
    const title = await screen.findByLabelText<HTMLInputElement>('Название проекта');
    expect(title.value).toBe(PROJECT.title);
    expect(field('Описание задачи').value).toBe(PROJECT.description);
    expect(field('Бюджет').value).toBe('LESS_15M');
    expect(field('Желаемое начало').value).toBe('2026-12-01');
    expect(field('Срок сдачи').value).toBe('');

    fireEvent.change(title, { target: { value: 'Соцсети пекарен' } });
    fireEvent.change(field('Бюджет'), { target: { value: '' } });
    fireEvent.change(field('Срок сдачи'), { target: { value: '2027-02-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Проект обновлён')).toBeTruthy();
    expect(api.callsTo(PATH).find((call) => call.method === 'PATCH')?.body).toEqual({
      title: 'Соцсети пекарен',
      description: PROJECT.description,
      budget: null,
      start_date: '2026-12-01',
      deadline: '2027-02-15',
    });
    await waitFor(() => expect(field('Название проекта').value).toBe('Соцсети пекарен'));
  });

  it('refuses an empty title and a deadline before the start without a call', async () => {
    visitAs('client');
    const api = stubApi({ [`GET ${PATH}`]: () => jsonResponse(PROJECT) });
    await renderApp('/dashboard/project/2/description');
    fireEvent.change(await screen.findByLabelText('Название проекта'), {
      target: { value: '  ' },
    });
    fireEvent.change(field('Срок сдачи'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Введите название проекта')).toBeTruthy();
    expect(screen.getByText('Срок сдачи не может быть раньше желаемой даты начала.')).toBeTruthy();
    expect(field('Срок сдачи').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(PATH).filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('puts the server’s field errors under their fields and the rest above the button', async () => {
    visitAs('client');
    stubApi({
      [`GET ${PATH}`]: () => jsonResponse(PROJECT),
      [`PATCH ${PATH}`]: () =>
        jsonResponse(
          {
            deadline: ['Срок сдачи не может быть раньше желаемой даты начала.'],
            non_field_errors: ['Закрытый проект не меняется.'],
          },
          400,
        ),
    });
    await renderApp('/dashboard/project/2/description');
    fireEvent.change(await screen.findByLabelText('Срок сдачи'), {
      target: { value: '2027-01-10' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(
      await screen.findByText('Срок сдачи не может быть раньше желаемой даты начала.'),
    ).toBeTruthy();
    expect(field('Срок сдачи').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Закрытый проект не меняется.');
  });
});
