import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readDraft } from '../../src/features/project-flow/draft';
import { queryClient } from '../../src/lib/react-query';
import { card, catalogueNames, cataloguePage, profile } from '../fixtures/agency';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import type { Visitor } from '../fixtures/users';

// «Пригласить в проект» on a catalogue card and on /executor/{id}: a client opens a dialog — one of its
// projects, with how the agency fits it or why not, into its favourites — or starts a new project with the
// agency included; a guest goes into /create-project with the agency in the draft; an agency's people see
// no button.

beforeAll(loadRouteModules);

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: Parameters<typeof fetch>[0]) =>
  decodeURIComponent(input instanceof Request ? input.url : input.toString());
const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
const project = (id: number, title: string, status: string, requirements: number | null) => ({
  id,
  company: 9,
  author: 1,
  title,
  description: '',
  budget: null,
  start_date: null,
  deadline: null,
  status,
  requirements,
  requirements_version: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});
const explanation = [
  { criterion: 'services', label: 'Услуги', matched: 'SMM', points: 30 },
  { criterion: 'portfolio', label: 'Портфолио', matched: 'Кейсов в портфолио: 3', points: 3 },
];
const fit = (overrides: object = {}) => ({
  contractorId: 1,
  score: 33,
  includedByClient: false,
  favourite: false,
  failedFilters: [],
  explanation,
  fits: true,
  excluded: false,
  ...overrides,
});
const posted: { url: string; body: unknown }[] = [];

/** A fake server: the catalogue (one agency), its profile, the client's projects and each one's fit. */
function serve(fits: Record<number, object> = {}) {
  fetchMock.mockImplementation((input, init) => {
    const url = urlOf(input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method === 'POST') {
      const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
      posted.push({ url, body });
      return Promise.resolve(jsonResponse({ id: 50, requirement: 4, contractor: 1 }, 201));
    }
    if (url === '/contractor/api/v1/contractors/facet-names/')
      return Promise.resolve(jsonResponse(catalogueNames()));
    if (url.startsWith('/contractor/api/v1/contractors/?'))
      return Promise.resolve(jsonResponse(cataloguePage([card(1, 'Северный ветер')])));
    if (url === '/contractor/api/v1/contractors/1/')
      return Promise.resolve(jsonResponse(profile({ id: 1 })));
    if (url.startsWith('/project/api/v1/projects/?'))
      return Promise.resolve(
        jsonResponse(
          page([
            project(2, 'Соцсети для пекарен', 'matching', 4),
            project(3, 'Сайт сети', 'draft', 5),
            project(4, 'Закрытый проект', 'closed', 6),
          ]),
        ),
      );
    const fitMatch = /^\/project\/api\/v1\/projects\/(\d+)\/agency-fit\/\?contractor_id=1$/.exec(
      url,
    );
    if (fitMatch) return Promise.resolve(jsonResponse(fit(fits[Number(fitMatch[1])] ?? {})));
    // the reviews of the profile page, and anything else: empty
    return Promise.resolve(
      jsonResponse(url.includes('average-scores') ? { contractor: 1, count: 0 } : page([])),
    );
  });
}

beforeEach(() => {
  visitAs('guest');
  localStorage.clear();
  posted.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
  localStorage.clear();
});

const INVITE = /^Пригласить в проект «Северный ветер»$/;

describe('«Пригласить в проект»: who sees it', () => {
  it.each<[Visitor, 'link' | 'button' | null]>([
    ['guest', 'link'],
    ['client', 'button'],
    ['executor', null],
    ['employee', null],
  ])('on a catalogue card and on the agency’s page, %s → %s', async (visitor, role) => {
    visitAs(visitor);
    serve();
    for (const url of ['/list', '/executor/1']) {
      const { unmount } = await renderApp(url);
      await screen.findByRole('heading', { name: 'Северный ветер' });
      const link = screen.queryByRole('link', { name: INVITE });
      const button = screen.queryByRole('button', { name: INVITE });
      expect(Boolean(link), url).toBe(role === 'link');
      expect(Boolean(button), url).toBe(role === 'button');
      if (link) expect(link.getAttribute('href')).toBe('/create-project');
      if (button) expect(button.getAttribute('aria-haspopup')).toBe('dialog');
      unmount();
    }
  });
});

describe('«Пригласить в проект» for a guest', () => {
  it('leads into /create-project with the agency included in the draft', async () => {
    serve();
    const { router } = await renderApp('/list');
    fireEvent.click(await screen.findByRole('link', { name: INVITE }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-project'));
    expect(readDraft().included).toEqual([{ id: 1, name: 'Северный ветер' }]);
    // The flow's first step lists it, with its cross.
    const included = await screen.findByRole('list', { name: 'Добавлены в подборку' });
    expect(included.textContent).toMatch(/^Северный ветер/);
    expect(
      within(included).getByRole('button', {
        name: 'Убрать «Северный ветер» из списка «Добавлены в подборку»',
      }),
    ).toBeTruthy();
  });
});

describe('«Пригласить в проект» for a client', () => {
  async function openDialog(url = '/executor/1') {
    visitAs('client');
    const view = await renderApp(url);
    fireEvent.click(await screen.findByRole('button', { name: INVITE }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Пригласить «Северный ветер» в проект',
    });
    return { ...view, dialog };
  }

  it('lists the projects still choosing, shows how the agency fits one and adds it to its favourites', async () => {
    serve();
    const { dialog } = await openDialog();
    const projects = await within(dialog).findByRole('group', { name: 'В избранное проекта' });
    // The projects whose tender is not over, each with its status; the closed one is left out.
    expect(within(projects).getAllByRole('radio')).toHaveLength(2);
    expect(within(projects).getByRole('radio', { name: 'Сайт сети Черновик' })).toBeTruthy();
    expect(within(projects).queryByRole('radio', { name: /Закрытый проект/ })).toBeNull();
    fireEvent.click(
      within(projects).getByRole('radio', { name: 'Соцсети для пекарен Подбор исполнителей' }),
    );
    expect(await within(dialog).findByText('Подходит проекту: 33 из 100')).toBeTruthy();
    expect(within(dialog).getByText('Кейсов в портфолио: 3')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить в избранное' }));
    const done = await within(dialog).findByRole('status');
    expect(done.textContent).toMatch(
      /^«Северный ветер» в избранном проекта «Соцсети для пекарен»\./,
    );
    expect(within(done).getByRole('link', { name: 'Открыть подбор' }).getAttribute('href')).toBe(
      '/performers/2',
    );
    expect(posted).toEqual([
      {
        url: '/recruitment/api/v1/requirements-whitelist/',
        body: { requirement: 4, contractor: 1 },
      },
    ]);
    expect(within(dialog).getByRole('button', { name: 'В избранном' })).toBeTruthy();
  });

  it('says why the agency does not fit, and that an excluded one cannot be added', async () => {
    serve({
      2: { fits: false, failedFilters: ['Не говорит на языках: Английский'], score: 20 },
      3: { fits: false, excluded: true },
    });
    const { dialog } = await openDialog('/list');
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Соцсети для пекарен/ }));
    expect(await within(dialog).findByText('Не проходит требования проекта')).toBeTruthy();
    expect(within(dialog).getByText('Не говорит на языках: Английский')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: /Сайт сети/ }));
    expect(
      await within(dialog).findByText('Вы исключили это агентство из подбора проекта'),
    ).toBeTruthy();
    const add = within(dialog).getByRole('button', { name: 'Добавить в избранное' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(add);
    expect(posted).toEqual([]);
  });

  it('starts a new project with the agency included', async () => {
    serve();
    const { dialog, router } = await openDialog();
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Новый проект с этим агентством' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-project'));
    expect(readDraft().included).toEqual([{ id: 1, name: 'Северный ветер' }]);
  });
});
