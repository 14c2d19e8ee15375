import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { stubApi, type ApiCall } from './auth-support';

// The client's project screens against a fake server: the dashboard's cards, a project's 404, the ranked
// performers with their reasons, and the actions that change the ranking (favourite, exclusion, similar).

beforeAll(loadRouteModules);
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const page = (results: unknown[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

const PROJECT = {
  id: 2,
  company: 9,
  author: 1,
  title: 'Соцсети и контент для сети пекарен',
  description: 'Ведение VK и Telegram.',
  budget: 'LESS_15M',
  start_date: '2027-04-01',
  deadline: '2027-12-31',
  status: 'draft',
  requirements: 4,
  requirements_version: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const card = (id: number, name: string, city: string) => ({
  id,
  name,
  short_description: '',
  city_name: city,
  founded_year: null,
  staff_count: 12,
  services: [{ id: 7, name: 'SMM', range: null }],
  industries: [],
  case_count: 2,
  logo: null,
});
const explanation = (industryPoints: number) => [
  { criterion: 'services', label: 'Услуги', matched: 'SMM', points: 25 },
  { criterion: 'industries', label: 'Опыт в отрасли', matched: 'Ритейл', points: industryPoints },
];
const ranked = (
  id: number,
  name: string,
  city: string,
  industryPoints: number,
  included = false,
) => ({
  contractorId: id,
  score: 25 + industryPoints,
  includedByClient: included,
  failedFilters: included ? ['Нет нужной услуги', 'Команда меньше 10 человек'] : [],
  explanation: explanation(industryPoints),
  contractor: card(id, name, city),
});

type State = {
  excluded: number[];
  whitelist: { id: number; contractor: number }[];
  minStaff?: number | null;
};

const AGENCIES = [
  ranked(11, 'Северный ветер', 'Санкт-Петербург', 20),
  ranked(12, 'Агентство «Тезис»', 'Тюмень', 10),
  ranked(13, 'Студия «Колос»', 'Москва', 0, true),
];
const nameOf = (id: number) =>
  AGENCIES.find((agency) => agency.contractorId === id)!.contractor.name;

/** A fake server for project 2: its ranking follows the exclusions and the whitelist, as the real one does. */
function fakeServer(state: State = { excluded: [], whitelist: [] }) {
  const rankingOf = () => {
    const listed = state.whitelist.map((row) => row.contractor);
    return AGENCIES.filter(
      (agency) =>
        !state.excluded.includes(agency.contractorId) &&
        (agency.includedByClient || agency.contractor.staff_count >= (state.minStaff ?? 0)) &&
        (listed.length === 0 || listed.includes(agency.contractorId) || agency.includedByClient),
    );
  };
  const requirements = () => ({
    id: 4,
    project: 2,
    comment: '',
    min_staff: state.minStaff ?? null,
    requirements_version: 1,
    services: [],
    industries: [],
    languages: [],
    locations: [],
    exclusions: state.excluded.map((id, index) => ({
      id: 100 + index,
      requirement: 4,
      contractor: { id, name: nameOf(id) },
    })),
    inclusions: [],
    whitelist: state.whitelist.map((row) => ({
      id: row.id,
      requirement: 4,
      contractor: { id: row.contractor, name: nameOf(row.contractor) },
    })),
  });
  const body = (call: ApiCall) => call.body as { requirement: number; contractor: number };
  return stubApi({
    'GET /project/api/v1/projects/': () => jsonResponse(page([PROJECT])),
    'GET /project/api/v1/projects/2/': () => jsonResponse(PROJECT),
    'GET /project/api/v1/projects/2/requirements/': () => jsonResponse(requirements()),
    'GET /contractor/api/projects/2/dynamic-contractor/': (call) => {
      const all = rankingOf();
      const size = Number(call.query.get('page_size'));
      return jsonResponse(page(all.slice(0, size), all.length));
    },
    'POST /recruitment/api/v1/requirements-whitelist/': (call) => {
      const row = { id: 200 + state.whitelist.length, contractor: body(call).contractor };
      state.whitelist.push(row);
      return jsonResponse({ ...row, requirement: 4, contractor: { id: row.contractor } }, 201);
    },
    'POST /recruitment/api/v1/requirements-exclusion/': (call) => {
      state.excluded.push(body(call).contractor);
      return jsonResponse(
        { id: 1, requirement: 4, contractor: { id: body(call).contractor } },
        201,
      );
    },
    'POST /recruitment/api/v1/requirements-staff/': (call) => {
      state.minStaff = (call.body as { min_staff: number | null }).min_staff;
      return jsonResponse({ id: 4, project: 2, comment: '', min_staff: state.minStaff });
    },
    // The budget check: of the agencies fitting the rest, those whose prices the band meets.
    'POST /project/api/v1/matching-preview/': () =>
      jsonResponse({
        count: 1,
        top: [],
        budget: { band: 'LESS_15M', matched: 3, fitting: 1, usual_band: '15M_30M' },
      }),
    // Two invited, one of them answered.
    'GET /tender/api/v1/invitations/': () =>
      jsonResponse(
        page([
          { id: 1, status: 'accepted' },
          { id: 2, status: 'sent' },
        ]),
      ),
    'GET /service/api/v1/services/': () => jsonResponse(page([])),
    'GET /industry/api/v1/industries/': () => jsonResponse(page([])),
    'GET /location/api/v1/languages/': () => jsonResponse(page([])),
    'GET /location/api/v1/countries/': () => jsonResponse(page([])),
    'GET /project/api/v1/contractors-may-also-be-suitable/': () =>
      jsonResponse(
        page([
          {
            contractor: card(21, 'Медиа «Пшеница»', 'Казань'),
            score: 64,
            shared_services: ['SMM'],
            shared_industries: ['Ритейл'],
            reason: 'Тоже ведёт соцсети, работало с ритейлом',
          },
        ]),
      ),
  });
}

const agencyCard = (name: string) => screen.getByRole('article', { name });

describe('/dashboard', () => {
  it('shows each project with its status, budget, dates, matched count and next step', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/dashboard');
    const project = await screen.findByRole('article', { name: PROJECT.title });
    const inCard = within(project);
    expect(inCard.getByText('Черновик')).toBeTruthy();
    expect(inCard.getByText('менее 15 млн руб · 1 апр 2027 — 31 дек 2027')).toBeTruthy();
    expect(await inCard.findByText('3 агентства')).toBeTruthy();
    // The invitations' counts are another answer than the ranking's: each comes in its own render.
    await waitFor(() => expect(project.textContent).toContain('Приглашены2 агентства'));
    await waitFor(() => expect(project.textContent).toContain('Ответили1 агентство'));
    expect(inCard.getByRole('link', { name: 'Посмотреть исполнителей' }).getAttribute('href')).toBe(
      '/performers/2',
    );
    // The count comes from the smallest page of the stored ranking.
    const count = api.callsTo('/contractor/api/projects/2/dynamic-contractor/')[0]!;
    expect(count.query.get('use_cache')).toBe('true');
    expect(count.query.get('page_size')).toBe('1');
  });

  it('offers to create the first project when there is none', async () => {
    visitAs('client');
    stubApi({ 'GET /project/api/v1/projects/': () => jsonResponse(page([])) });
    await renderApp('/dashboard');
    expect(await screen.findByText(/У вашей компании пока нет проектов/)).toBeTruthy();
    const links = within(screen.getByRole('main')).getAllByRole('link', { name: 'Создать проект' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/create-project');
  });

  it('says so when the projects cannot be loaded', async () => {
    visitAs('client');
    stubApi({ 'GET /project/api/v1/projects/': () => jsonResponse({ detail: 'Ошибка' }, 500) });
    await renderApp('/dashboard');
    expect(await screen.findByText('Не удалось загрузить проекты')).toBeTruthy();
  });
});

describe('/dashboard/project/{id}', () => {
  it('is a 404 for a project that is not the client’s', async () => {
    visitAs('client');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({});
    await renderApp('/dashboard/project/77');
    expect(await screen.findByText('Запрашиваемая вами страница не найдена')).toBeTruthy();
  });

  it('edits the project and shows the server’s errors on their fields', async () => {
    visitAs('client');
    const api = stubApi({
      'GET /project/api/v1/projects/2/': () => jsonResponse(PROJECT),
      'PATCH /project/api/v1/projects/2/': () =>
        jsonResponse({ deadline: ['Срок сдачи не может быть раньше желаемой даты начала.'] }, 400),
    });
    await renderApp('/dashboard/project/2/description');
    const title = await screen.findByLabelText('Название проекта');
    fireEvent.change(title, { target: { value: 'Соцсети пекарен' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Срок сдачи не может быть раньше желаемой даты начала.'),
    ).toBeTruthy();
    const patch = api.callsTo('/project/api/v1/projects/2/').find((c) => c.method === 'PATCH')!;
    expect(patch.body).toMatchObject({
      title: 'Соцсети пекарен',
      budget: 'LESS_15M',
      start_date: '2027-04-01',
      deadline: '2027-12-31',
    });
  });
});

describe('/performers/{id}', () => {
  it('lists the ranked agencies with their score and, on demand, each criterion’s points', async () => {
    visitAs('client');
    fakeServer();
    await renderApp('/performers/2');
    expect(await screen.findByText('Подходят 3 агентства')).toBeTruthy();
    const first = within(agencyCard('Северный ветер'));
    expect(first.getByLabelText('Совпадение 45 из 100')).toBeTruthy();
    expect(first.getByText('Санкт-Петербург')).toBeTruthy();
    fireEvent.click(first.getByRole('button', { name: /Почему подходит/ }));
    expect(await first.findByText('Опыт в отрасли')).toBeTruthy();
    expect(first.getByText('Ритейл')).toBeTruthy();
    expect(first.getByText('+20')).toBeTruthy();
    expect(first.getByText('+25')).toBeTruthy();
    // The client's own inclusion, with the filters it fails.
    const included = within(agencyCard('Студия «Колос»'));
    expect(included.getByText('Добавлено вами')).toBeTruthy();
    expect(
      included.getByText('Не проходит: Нет нужной услуги, Команда меньше 10 человек'),
    ).toBeTruthy();
    expect(within(agencyCard('Северный ветер')).queryByText('Добавлено вами')).toBeNull();
  });

  it('narrows the loaded page by name', async () => {
    visitAs('client');
    fakeServer();
    await renderApp('/performers/2');
    await screen.findByText('Подходят 3 агентства');
    fireEvent.change(screen.getByLabelText('Поиск по названию'), { target: { value: 'тезис' } });
    expect(
      screen
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Агентство «Тезис»']);
  });

  it('«В избранное» whitelists the agency and the list re-ranks to the favourites', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/performers/2');
    await screen.findByText('Подходят 3 агентства');
    fireEvent.click(
      within(agencyCard('Северный ветер')).getByRole('button', { name: 'В избранное' }),
    );
    expect(await screen.findByText('Подходят 2 агентства')).toBeTruthy();
    expect(api.callsTo('/recruitment/api/v1/requirements-whitelist/')[0]!.body).toEqual({
      requirement: 4,
      contractor: 11,
    });
    expect(screen.queryByRole('heading', { name: 'Агентство «Тезис»' })).toBeNull();
    // The favourites come with the requirements, read again apart from the ranking.
    expect(
      await within(agencyCard('Северный ветер')).findByRole('button', { name: 'В избранном' }),
    ).toBeTruthy();
    expect(await screen.findByText(/подбор показывает только их/)).toBeTruthy();
  });

  it('«Исключить» asks, then excludes the agency and it leaves the ranking', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/performers/2');
    await screen.findByText('Подходят 3 агентства');
    fireEvent.click(
      within(agencyCard('Агентство «Тезис»')).getByRole('button', { name: 'Исключить' }),
    );
    expect(api.callsTo('/recruitment/api/v1/requirements-exclusion/')).toHaveLength(0);
    const popover = await screen.findByRole('group', { name: 'Исключить агентство из подбора?' });
    fireEvent.click(within(popover).getByRole('button', { name: 'Исключить' }));
    expect(await screen.findByText('Подходят 2 агентства')).toBeTruthy();
    expect(api.callsTo('/recruitment/api/v1/requirements-exclusion/')[0]!.body).toEqual({
      requirement: 4,
      contractor: 12,
    });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Агентство «Тезис»' })).toBeNull(),
    );
  });

  it('«Похожие» shows agencies like that one for this project, with why', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/performers/2');
    await screen.findByText('Подходят 3 агентства');
    fireEvent.click(within(agencyCard('Северный ветер')).getByRole('button', { name: 'Похожие' }));
    const similar = await screen.findByRole('region', { name: 'Похожие на «Северный ветер»' });
    expect(
      await within(similar).findByText('Тоже ведёт соцсети, работало с ритейлом'),
    ).toBeTruthy();
    expect(
      within(similar).getByRole('link', { name: 'Медиа «Пшеница»' }).getAttribute('href'),
    ).toBe('/executor/21');
    const call = api.callsTo('/project/api/v1/contractors-may-also-be-suitable/')[0]!;
    expect(call.query.get('contractor_id')).toBe('11');
    expect(call.query.get('project_id')).toBe('2');
  });

  it('the favourites tab lists the whitelist and the exclusions, each with a way back', async () => {
    visitAs('client');
    fakeServer({ excluded: [12], whitelist: [{ id: 200, contractor: 11 }] });
    await renderApp('/performers/2/favorites');
    const favourites = await screen.findByRole('list', { name: 'Избранные агентства' });
    expect(within(favourites).getByRole('link', { name: 'Северный ветер' })).toBeTruthy();
    const excluded = screen.getByRole('list', { name: 'Исключённые агентства' });
    expect(
      within(excluded).getByRole('button', { name: 'Вернуть Агентство «Тезис» в подбор' }),
    ).toBeTruthy();
  });

  it('a requirement changed on «О проекте» re-ranks the list', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/performers/2');
    await screen.findByText('Подходят 3 агентства');
    fireEvent.click(screen.getByRole('link', { name: 'О проекте' }));
    const staff = await screen.findByLabelText('Минимальный размер команды');
    fireEvent.change(staff, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.callsTo('/recruitment/api/v1/requirements-staff/')[0]?.body).toEqual({
        requirement: 4,
        min_staff: 50,
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Минимальный размер команды').value).toBe(
        '50',
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Подбор' }));
    // Only the client's own inclusion is left: it appears whatever it fails.
    expect(await screen.findByText('Подходит 1 агентство')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Студия «Колос»' })).toBeTruthy();
  });

  it('before invitations, checks the budget against the prices of the agencies that fit', async () => {
    visitAs('client');
    const api = fakeServer({ excluded: [12], whitelist: [{ id: 200, contractor: 11 }] });
    await renderApp('/performers/2/sending-invitations');
    expect(
      await screen.findByText('Бюджет «менее 15 млн руб» подходит 1 из 3 агентств'),
    ).toBeTruthy();
    expect(screen.getByText(/Обычный бюджет на такие услуги — 15-30 млн руб/)).toBeTruthy();
    // The saved requirements and the project's band, as the preview reads them.
    expect(api.callsTo('/project/api/v1/matching-preview/')[0]?.body).toMatchObject({
      excluded: [12],
      whitelist: [11],
      budget: 'LESS_15M',
      top: 0,
    });
  });
});
