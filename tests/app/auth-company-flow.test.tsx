import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FREE_PLAN_SERVICES_MAX, freePlanServicesMessage } from '../../contract/tariff-rules';
import { companyMessages, foundedYearMax } from '../../src/lib/form-rules';
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
const cities = [
  { id: 1, name: 'Москва', country: 1 },
  { id: 4, name: 'Казань', country: 1 },
  { id: 9, name: 'Калининград', country: 1 },
];
const services = [
  {
    id: 3,
    name: 'Маркетинговая стратегия',
    description: '',
    category: { id: 1, name: 'Маркетинг' },
  },
  { id: 7, name: 'SMM', description: '', category: { id: 2, name: 'Digital' } },
];
const ranges = [
  { id: 11, service: 3, name: 'до 300 тыс. ₽', min_price: 0, max_price: 300000 },
  { id: 12, service: 3, name: 'от 300 тыс. ₽', min_price: 300000, max_price: null },
];
const industries = [
  { id: 2, name: 'Ритейл' },
  { id: 5, name: 'FMCG' },
];
/** The reference lists the steps read; the city search answers by the name's substring, as the server. */
const referenceApi = () => ({
  'GET /location/api/v1/cities/': ({ query }: { query: URLSearchParams }) =>
    jsonResponse(
      page(
        cities.filter((city) =>
          city.name.toLowerCase().includes((query.get('search') ?? '').toLowerCase()),
        ),
      ),
    ),
  'GET /location/api/v1/cities/1/': () => jsonResponse(cities[0]),
  'GET /location/api/v1/cities/4/': () => jsonResponse(cities[1]),
  'GET /service/api/v1/services/': () => jsonResponse(page(services)),
  'GET /recruitment/api/v1/service-ranges/': () => jsonResponse(page(ranges)),
  'GET /industry/api/v1/industries/': () => jsonResponse(page(industries)),
});
const storedDraft = () =>
  JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as typeof completeDraft;

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

  it('services: at least one, each with its price; the draft keeps every change', async () => {
    sessionStorage.setItem('podryad.flow.company.last', '');
    stubApi(referenceApi());
    const { router } = await renderApp('/create-company/services');
    const add = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Добавить услугу' });
    await waitFor(() => expect(add.disabled).toBe(false)); // the catalogue has loaded
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Выберите хотя бы одну услугу')).toBeTruthy();
    await waitFor(() => expect(add).toHaveFocus());
    fireEvent.change(add, { target: { value: '3' } });
    expect(storedDraft().services).toEqual([{ service: 3, service_range: null }]);
    // A chosen service is not offered again.
    expect(within(add).queryByRole('option', { name: 'Маркетинговая стратегия' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Укажите стоимость для каждой услуги')).toBeTruthy();
    const price = screen.getByRole<HTMLSelectElement>('combobox', {
      name: 'Стоимость: Маркетинговая стратегия',
    });
    await waitFor(() => expect(price).toHaveFocus());
    expect(price.getAttribute('aria-invalid')).toBe('true');

    await screen.findByRole('option', { name: 'до 300 тыс. ₽' });
    fireEvent.change(price, { target: { value: '11' } });
    fireEvent.change(add, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Убрать услугу «SMM»' }));
    expect(add).toHaveFocus();
    expect(storedDraft().services).toEqual([{ service: 3, service_range: 11 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-company/industries'));
  });

  it('services: no more than the free plan shows, which a new agency starts on', async () => {
    sessionStorage.setItem('podryad.flow.company.last', '');
    const tooMany = Array.from({ length: FREE_PLAN_SERVICES_MAX + 1 }, (_, i) => ({
      service: 100 + i,
      service_range: 11,
    }));
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...completeDraft, services: tooMany }));
    stubApi(referenceApi());
    const { router } = await renderApp('/create-company/services');
    const add = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Добавить услугу' });
    const limit = freePlanServicesMessage(FREE_PLAN_SERVICES_MAX);
    expect(add.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findAllByText(limit)).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/create-company/services');
    fireEvent.click(screen.getAllByRole('button', { name: /^Убрать услугу/ })[0]!);
    expect(storedDraft().services).toHaveLength(FREE_PLAN_SERVICES_MAX);
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-company/industries'));
  });

  it('industries: ticked as checkboxes, at least one', async () => {
    sessionStorage.setItem('podryad.flow.company.last', 'services');
    stubApi(referenceApi());
    const { router } = await renderApp('/create-company/industries');
    const group = await screen.findByRole('group', { name: 'Отрасли' });
    const retail = await within(group).findByRole('checkbox', { name: 'Ритейл' });
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Выберите хотя бы одну отрасль')).toBeTruthy();
    await waitFor(() => expect(retail).toHaveFocus());
    fireEvent.click(within(group).getByRole('checkbox', { name: 'FMCG' }));
    fireEvent.click(retail);
    expect(storedDraft().industries).toEqual([5, 2]);
    fireEvent.click(retail);
    expect(storedDraft().industries).toEqual([5]);
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-company/description'));
  });

  it('the description needs 20 characters; then the flow is complete and registration opens', async () => {
    sessionStorage.setItem('podryad.flow.company.last', 'industries');
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...completeDraft, description: '' }));
    stubApi(referenceApi());
    const { router } = await renderApp('/create-company/description');
    const about = await screen.findByLabelText('О компании');
    fireEvent.click(screen.getByRole('button', { name: 'Перейти к регистрации' }));
    expect(await screen.findByText('Расскажите о компании')).toBeTruthy();
    fireEvent.change(about, { target: { value: '  Коротко  ' } });
    expect(storedDraft().description).toBe('  Коротко  ');
    expect(await screen.findByText('Хотя бы 20 символов')).toBeTruthy();
    fireEvent.change(about, { target: { value: `  ${completeDraft.description}  ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Перейти к регистрации' }));
    await waitFor(() => expect(router.state.location.search).toBe('?variant=2'));
    expect(storedDraft().description).toBe(completeDraft.description);
    expect(sessionStorage.getItem('podryad.flow.company.complete')).toBe('1');
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
