import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONFLICT_MESSAGES } from '../../contract/tender-conflict';
import type { ProjectCompetitors, ProjectConflicts } from '../../contract/tender-conflict-api';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { invitationPath } from './panel-inbox-support';
import { serve, viewed } from './panel-project-support';
import { CANDIDATES, fakeServer, prepareTenderTabs, TENDER } from './project-tender-support';

// «Конфликт интересов» on screen: the client's «Конкуренты» on its project (added one at a time, the whole
// list saved), the flags and declarations beside the invitees and in the matrix, and the agency's declaration
// before it accepts an invitation.

prepareTenderTabs();

const COMPETITORS = '/tender/api/v1/projects/2/competitors/';

describe('the competitors editor', () => {
  it('adds a company by name and ИНН, shows it, and removes it', async () => {
    visitAs('client');
    let saved: ProjectCompetitors = { project: 2, competitors: [], can_edit: true };
    const api = fakeServer(
      {},
      {
        [`GET ${COMPETITORS}`]: () => jsonResponse(saved),
        [`PUT ${COMPETITORS}`]: (call) => {
          const rows = (call.body as { competitors: { name?: string; inn?: string }[] })
            .competitors;
          saved = {
            ...saved,
            competitors: rows.map((row, index) => ({
              id: index + 1,
              brand: null,
              brand_name: null,
              name: row.name ?? '',
              inn: row.inn ?? null,
            })),
          };
          return jsonResponse(saved);
        },
        'GET /case/api/v1/brands/': () =>
          jsonResponse({ count: 0, next: null, previous: null, results: [] }),
      },
    );
    await renderApp('/dashboard/project/2');
    expect(await screen.findByRole('heading', { name: 'Конкуренты' })).toBeTruthy();
    expect(screen.getByText('Конкуренты не указаны.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Добавить конкурента' });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить конкурента' }));
    expect(await within(form).findByText('Укажите название, бренд или ИНН.')).toBeTruthy();
    expect(api.callsTo(COMPETITORS).filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Бренд или компания'), {
      target: { value: 'Пекарни «Буше»' },
    });
    fireEvent.change(within(form).getByLabelText('ИНН'), { target: { value: '7707083893' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить конкурента' }));
    const list = await screen.findByRole('list', { name: 'Конкуренты' });
    expect(list.textContent).toContain('Пекарни «Буше», ИНН 7707083893');
    expect(api.callsTo(COMPETITORS).find((c) => c.method === 'PUT')?.body).toEqual({
      competitors: [{ name: 'Пекарни «Буше»', inn: '7707083893' }],
    });
    fireEvent.click(
      within(list).getByRole('button', { name: 'Убрать: Пекарни «Буше», ИНН 7707083893' }),
    );
    expect(await screen.findByText('Конкуренты не указаны.')).toBeTruthy();
    expect(
      api
        .callsTo(COMPETITORS)
        .filter((c) => c.method === 'PUT')
        .at(-1)?.body,
    ).toEqual({
      competitors: [],
    });
  });
});

describe('the declaration on accepting', () => {
  it('asks for it first, then sends a declared conflict with a separate team and a note', async () => {
    visitAs('employee');
    const { api } = serve(viewed(), {
      [`PATCH ${invitationPath(31)}`]: () => jsonResponse({}),
    });
    await renderApp('/panel/projects/7');
    const dock = await screen.findByRole('group', { name: 'Ответ на приглашение' });
    fireEvent.click(within(dock).getByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByText(CONFLICT_MESSAGES.conflictRequired)).toBeTruthy();
    expect(
      api
        .callsTo(invitationPath(31))
        .filter(
          (c) => c.method === 'PATCH' && (c.body as { status?: string }).status === 'accepted',
        ),
    ).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Есть конфликт интересов' }));
    expect(screen.queryByText(CONFLICT_MESSAGES.conflictRequired)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Выделенная команда/ }));
    fireEvent.change(screen.getByLabelText('Пояснение для заказчика'), {
      target: { value: ' Отдельная команда в Казани. ' },
    });
    fireEvent.click(within(dock).getByRole('button', { name: 'Принять приглашение' }));
    await waitFor(() =>
      expect(
        api
          .callsTo(invitationPath(31))
          .map((call) => call.body)
          .filter((body) => (body as { status?: string }).status === 'accepted'),
      ).toEqual([
        {
          status: 'accepted',
          conflict: 'declared',
          conflict_separate_team: true,
          conflict_note: 'Отдельная команда в Казани.',
        },
      ]),
    );
  });
});

const CONFLICTS = '/tender/api/v1/projects/2/conflicts/';

/** «Северный ветер» serves a named brand and declared a separate team; «Тезис» has a client of the industry. */
const FLAGS: ProjectConflicts = {
  project: 2,
  competitors: 1,
  flags: [
    {
      contractor: 11,
      level: 'competitor',
      label: 'Работает с конкурентом',
      reasons: ['Работает с «ВкусВилл» (клиент с 2024 г.)'],
      declaration: { conflict: 'declared', separate_team: true, note: 'Команда в Казани.' },
    },
    {
      contractor: 12,
      level: 'industry',
      label: 'Клиент в вашей отрасли',
      reasons: ['Текущий клиент в вашей отрасли: «Пекарня у дома» (клиент с 2023 г.)'],
      declaration: null,
    },
  ],
};

describe('the flags on the client’s tender tab', () => {
  it('stand beside the invitees and in the matrix, with the declaration; nobody is hidden', async () => {
    visitAs('client');
    const api = fakeServer(
      { tender: TENDER, candidates: CANDIDATES() },
      { [`GET ${CONFLICTS}`]: () => jsonResponse(FLAGS) },
    );
    await renderApp('/dashboard/project/2/performers');
    const invited = await screen.findByRole('list', { name: 'Приглашённые агентства' });
    const notes = await within(invited).findAllByRole('group', { name: 'Конфликт интересов' });
    expect(notes.map((note) => note.textContent)).toEqual([
      'Работает с конкурентомРаботает с «ВкусВилл» (клиент с 2024 г.)' +
        'Агентство заявило конфликт интересов: выделенная команда — Команда в Казани.',
      'Клиент в вашей отраслиТекущий клиент в вашей отрасли: «Пекарня у дома» (клиент с 2023 г.)',
    ]);
    // The third invitee, without a flag, is listed all the same.
    expect(within(invited).getByText('Студия «Колос»')).toBeTruthy();
    const card = within(screen.getByRole('article', { name: 'Северный ветер' }));
    expect((await card.findByRole('group', { name: 'Конфликт интересов' })).textContent).toContain(
      'Агентство заявило конфликт интересов: выделенная команда',
    );
    expect(
      within(screen.getByRole('article', { name: 'Студия «Колос»' })).getByText('не отмечен'),
    ).toBeTruthy();
    // The matrix asks about its candidates, the invitations' list about the invitees.
    expect(api.callsTo(CONFLICTS).map((call) => call.query.get('contractors'))).toEqual(
      expect.arrayContaining([null, '11,12,13']),
    );
  });
});
