import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AgencyCase, AgencyCaseCreate } from '../../contract/cases';
import type { Material } from '../../contract/materials';
import type { PersonalProfile } from '../../contract/profile';
import { UPLOAD_MESSAGES } from '../../contract/upload-rules';
import { queryClient } from '../../src/lib/react-query';
import { UPLOAD_FAILURES } from '../../src/lib/upload';
import { noContent, stubApi, type ApiCall } from './auth-support';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import {
  AGENCY_ID,
  CONTRACTOR,
  FakeXhr,
  LK,
  MY_AGENCY,
  aCase,
  branding,
  myAgency,
  personalProfile,
  publishable,
} from './personal-profile-support';

// /panel/company-profile beyond its basic data: the completeness card with publishing, the logo, the cases
// with their files. Every part reads the one personal profile and asks for it again after a change.

beforeAll(() =>
  Promise.all([
    loadRouteModules(),
    // The case form loads on «Добавить кейс» / «Изменить»: its code (antd) is imported ahead.
    import('../../src/features/company-profile/components/CaseForm'),
  ]),
);
beforeEach(() => FakeXhr.install());
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const section = (name: string) => screen.findByRole('region', { name });

/** The API with a profile that changes as the handlers say; the account of `role` (the owner: null). */
function serve(
  start: PersonalProfile,
  role: 'manager' | 'specialist' | null = null,
  more: Record<string, (call: ApiCall, profile: PersonalProfile) => Response> = {},
) {
  let profile = start;
  const handlers = Object.fromEntries(
    Object.entries(more).map(([route, handle]) => [
      route,
      (call: ApiCall) => handle(call, profile),
    ]),
  );
  const api = stubApi({
    [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency(role)),
    [`GET ${LK}`]: () => jsonResponse(profile),
    ...handlers,
  });
  return {
    api,
    set: (next: PersonalProfile) => {
      profile = next;
    },
    patches: () => api.calls.filter((call) => call.method !== 'GET'),
  };
}

const image = (name = 'логотип.png', type = 'image/png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });

describe('the completeness card', () => {
  it('shows the meter, the next thing to add, what is missing and what keeps the agency out', async () => {
    visitAs('executor');
    serve(personalProfile());
    await renderApp('/panel/company-profile');
    const card = await section('Заполненность профиля');
    const meter = await within(card).findByRole('meter', { name: 'Профиль заполнен' });
    // the site 4 + the founding year 3 + the staff 3
    expect(meter.getAttribute('aria-valuenow')).toBe('10');
    expect(within(card).getByText('10 %')).toBeTruthy(); // a no-break space, as the matcher reads it
    const next = within(card).getByRole('heading', { name: 'Что добавить дальше' });
    expect(next.nextElementSibling?.textContent).toBe(
      'Добавьте хотя бы одну услугу с диапазоном цен.',
    );
    expect(within(card).getByText('Добавьте кейс: заказчики выбирают по работам.')).toBeTruthy();

    const catalogue = within(card).getByRole('group', { name: 'Каталог агентств' });
    expect(within(catalogue).getByText('Агентство не показывается в каталоге')).toBeTruthy();
    expect(
      within(catalogue)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Добавьте хотя бы одну услугу с диапазоном цен.',
      'Расскажите об агентстве в описании.',
      'Укажите, где агентство работает: страну или город.',
    ]);
    const publish = within(catalogue).getByRole<HTMLButtonElement>('button', {
      name: 'Опубликовать в каталоге',
    });
    expect(publish.disabled).toBe(true);
  });

  it('the leader publishes once nothing keeps the agency out, then may hide it', async () => {
    visitAs('executor');
    const server = serve(publishable(), null, {
      [`PATCH ${CONTRACTOR}`]: (call, profile) => {
        const published = (call.body as { is_published: boolean }).is_published;
        server.set({ ...profile, is_published: published });
        return jsonResponse({ ...profile, is_published: published });
      },
    });
    await renderApp('/panel/company-profile');
    const card = await section('Заполненность профиля');
    const publish = await within(card).findByRole<HTMLButtonElement>('button', {
      name: 'Опубликовать в каталоге',
    });
    expect(within(card).getByText('Профиль готов к публикации.')).toBeTruthy();
    expect(publish.disabled).toBe(false);
    fireEvent.click(publish);

    expect(await within(card).findByText('Агентство показывается в каталоге')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Открыть страницу агентства' }).getAttribute('href'),
    ).toBe(`/executor/${AGENCY_ID}`);
    fireEvent.click(within(card).getByRole('button', { name: 'Скрыть из каталога' }));
    expect(await within(card).findByText('Агентство не показывается в каталоге')).toBeTruthy();
    expect(server.patches().map((call) => [call.path, call.body])).toEqual([
      [CONTRACTOR, { is_published: true }],
      [CONTRACTOR, { is_published: false }],
    ]);
  });

  it('a refusal of the publication says why', async () => {
    visitAs('executor');
    serve(publishable(), null, {
      [`PATCH ${CONTRACTOR}`]: () =>
        jsonResponse({ is_published: ['Укажите, где агентство работает: страну или город.'] }, 400),
    });
    await renderApp('/panel/company-profile');
    const card = await section('Заполненность профиля');
    fireEvent.click(await within(card).findByRole('button', { name: 'Опубликовать в каталоге' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('Не удалось опубликовать агентство');
    expect(alert.textContent).toContain('Укажите, где агентство работает: страну или город.');
  });

  it('a save of the basic data counts again: the meter follows the description', async () => {
    visitAs('executor');
    const server = serve(personalProfile(), null, {
      'PATCH /accounts/api/v1/contractor-accounts/30/': (call, profile) => {
        const { description } = (call.body as { contractor: { description: string } }).contractor;
        server.set(personalProfile({ ...profile, description, completeness: undefined })); // counted anew
        return jsonResponse({
          ...myAgency(),
          contractor: { ...myAgency().contractor, description },
        });
      },
    });
    await import('../../src/features/profile/components/AgencyForm');
    await renderApp('/panel/company-profile');
    const meter = await within(await section('Заполненность профиля')).findByRole('meter', {
      name: 'Профиль заполнен',
    });
    expect(meter.getAttribute('aria-valuenow')).toBe('10');
    const agency = await section('Основные данные');
    fireEvent.click(await within(agency).findByRole('button', { name: 'Изменить' }));
    fireEvent.change(await within(agency).findByLabelText(/^Об агентстве/), {
      target: { value: 'Бренды и упаковка.' },
    });
    fireEvent.click(within(agency).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(meter.getAttribute('aria-valuenow')).toBe('25'));
  });

  it('a manager sees the state and that the leader publishes, with no button', async () => {
    visitAs('employee');
    serve(publishable(), 'manager');
    await renderApp('/panel/company-profile');
    const card = await section('Заполненность профиля');
    expect(
      await within(card).findByText(
        'Публиковать агентство в каталоге и снимать его с публикации может только руководитель.',
      ),
    ).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

describe('the logo', () => {
  const avatar = {
    id: 77,
    url: '/media/images/logo.webp',
    thumbnail_url: '/media/images/logo-t.webp',
  };

  it('uploads with a progress bar, then becomes the agency’s logo', async () => {
    visitAs('executor');
    const server = serve(personalProfile(), null, {
      [`PATCH ${CONTRACTOR}`]: (call, profile) => {
        const logo = (call.body as { logo: number | null }).logo === null ? null : avatar;
        server.set({ ...profile, logo });
        return jsonResponse({ ...profile, logo });
      },
    });
    await renderApp('/panel/company-profile');
    const card = await section('Логотип');
    expect(await within(card).findByText('Нет логотипа')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Загрузить логотип' })).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Файл логотипа'), {
      target: { files: [image()] },
    });

    const xhr = await FakeXhr.nth(1);
    expect(xhr.url).toBe('/materials/api/v1/avatars/');
    expect((xhr.body!.get('file') as File).name).toBe('логотип.png');
    xhr.progress(40, 100);
    const bar = await within(card).findByRole('progressbar', { name: 'Загрузка логотипа' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('40'));
    expect(within(card).getByText('40 %')).toBeTruthy();
    xhr.respond(201, { ...avatar, width: 256, height: 256, size: 2048, created_at: '' });

    const img = await within(card).findByRole('img', {
      name: 'Логотип агентства «Северный ветер»',
    });
    expect(img.getAttribute('src')).toBe(avatar.thumbnail_url);
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(server.patches().map((call) => call.body)).toEqual([{ logo: 77 }]);

    // Removal asks first.
    fireEvent.click(within(card).getByRole('button', { name: 'Удалить логотип' }));
    const question = within(card).getByRole('group', { name: 'Удалить логотип?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Удалить' }));
    expect(await within(card).findByText('Нет логотипа')).toBeTruthy();
    expect(server.patches().map((call) => call.body)).toEqual([{ logo: 77 }, { logo: null }]);
  });

  it('says why an upload failed: the server’s refusal, the connection, a file too big', async () => {
    visitAs('executor');
    const server = serve(personalProfile());
    await renderApp('/panel/company-profile');
    const card = await section('Логотип');
    const input = await within(card).findByLabelText('Файл логотипа');

    fireEvent.change(input, { target: { files: [image('logo.png')] } });
    (await FakeXhr.nth(1)).respond(400, { file: [UPLOAD_MESSAGES.notAnImage] });
    expect((await within(card).findByRole('alert')).textContent).toBe(
      `Не удалось загрузить логотип${UPLOAD_MESSAGES.notAnImage}`,
    );

    fireEvent.change(input, { target: { files: [image('logo.png')] } });
    (await FakeXhr.nth(2)).fail();
    await waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toContain(UPLOAD_FAILURES.network),
    );

    const huge = image('огромный.png');
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [huge] } });
    await waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toContain(UPLOAD_MESSAGES.imageTooLarge),
    );
    const pdf = image('logo.pdf', 'application/pdf');
    fireEvent.change(input, { target: { files: [pdf] } });
    await waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toContain(UPLOAD_MESSAGES.notAnImage),
    );
    expect(FakeXhr.sent).toHaveLength(2); // the last two never left
    expect(server.patches()).toEqual([]);
  });
});

const CASES = '/case/api/v1/cases/';
const material = (overrides: Partial<Material> = {}): Material => ({
  id: 501,
  case: 11,
  kind: 'image',
  name: 'Фасад.webp',
  content_type: 'image/webp',
  size: 120_000,
  url: '/media/materials/facade.webp',
  thumbnail_url: '/media/materials/facade-t.webp',
  width: 1200,
  height: 800,
  created_at: '2026-01-03T00:00:00.000Z',
  ...overrides,
});

describe('the cases', () => {
  it('lists each case with its year, industry, client, budget and services', async () => {
    visitAs('executor');
    serve(publishable({ cases: [aCase()] }));
    await renderApp('/panel/company-profile');
    const card = await section('Кейсы');
    const item = await within(card).findByRole('listitem', { name: 'Ребрендинг пекарни' });
    expect(item.textContent).toContain('2024 год');
    expect(item.textContent).toContain('HoReCa');
    expect(item.textContent).toContain('Клиент: Пекарня «Колос»');
    expect(item.textContent).toContain('Бюджет: менее 15 млн руб');
    expect(
      within(within(item).getByRole('list', { name: 'Услуги' })).getByText('Брендинг'),
    ).toBeTruthy();
  });

  it('adds a case: the server’s field error next to its field, then the case with its files open', async () => {
    visitAs('executor');
    let attempt = 0;
    const server = serve(publishable(), null, {
      [`POST ${CASES}`]: (call, profile) => {
        attempt += 1;
        if (attempt === 1) return jsonResponse({ year: ['Год не может быть в будущем.'] }, 400);
        const body = call.body as AgencyCaseCreate;
        const created = aCase({
          id: 12,
          title: body.title,
          year: body.year ?? null,
          client_name: body.client_name ?? '',
          budget: null,
          industry: null,
          services: [],
          text: '',
        });
        server.set({ ...profile, cases: [created] });
        return jsonResponse(created, 201);
      },
    });
    await renderApp('/panel/company-profile');
    const card = await section('Кейсы');
    expect(await within(card).findByText(/Кейсов пока нет/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Добавить кейс' }));
    const form = await within(card).findByRole('group', { name: 'Новый кейс' });
    const title = await within(form).findByLabelText('Название кейса');
    await waitFor(() => expect(title).toHaveFocus());
    fireEvent.change(title, { target: { value: 'Упаковка для «Колоса»' } });
    fireEvent.change(within(form).getByLabelText(/^Год/), { target: { value: '2031' } });
    fireEvent.change(within(form).getByLabelText(/^Название клиента/), {
      target: { value: 'Пекарня «Колос»' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить кейс' }));
    expect(await within(form).findByText('Год не может быть в будущем.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^Год/), { target: { value: '2024' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить кейс' }));
    const item = await within(card).findByRole('listitem', { name: 'Упаковка для «Колоса»' });
    expect(within(card).queryByRole('group', { name: 'Новый кейс' })).toBeNull();
    // Its files come next: unfolded, ready for an upload.
    expect(within(item).getByRole('button', { name: 'Добавить изображения и файлы' })).toBeTruthy();

    const posts = server.api.calls.filter((call) => call.method === 'POST');
    expect(posts[1]?.body).toEqual({
      title: 'Упаковка для «Колоса»',
      text: '',
      industry: null,
      services: [],
      year: 2024,
      brand: null,
      client_name: 'Пекарня «Колос»',
      budget: null,
      results: '',
    });
  });

  it('changes a case in place and removes one after a question', async () => {
    visitAs('executor');
    const server = serve(
      publishable({ cases: [aCase(), aCase({ id: 12, title: 'Сайт сети' })] }),
      null,
      {
        'PATCH /case/api/v1/cases/11/': (call, profile) => {
          // The fixture's case with the new title (the rest as the form sends it back unchanged).
          const changed: AgencyCase = aCase({ title: (call.body as AgencyCaseCreate).title });
          server.set({ ...profile, cases: [changed, profile.cases[1]!] });
          return jsonResponse(changed);
        },
        'DELETE /case/api/v1/cases/12/': (_call, profile) => {
          server.set({ ...profile, cases: profile.cases.filter((one) => one.id !== 12) });
          return noContent();
        },
      },
    );
    await renderApp('/panel/company-profile');
    const card = await section('Кейсы');
    fireEvent.click(
      await within(card).findByRole('button', { name: 'Изменить кейс «Ребрендинг пекарни»' }),
    );
    const title = await within(card).findByLabelText<HTMLInputElement>('Название кейса');
    expect(title.value).toBe('Ребрендинг пекарни');
    fireEvent.change(title, { target: { value: 'Ребрендинг сети пекарен' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(card).findByRole('listitem', { name: 'Ребрендинг сети пекарен' }),
    ).toBeTruthy();
    const patch = server.api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      title: 'Ребрендинг сети пекарен',
      services: [branding.id],
      industry: 2,
      year: 2024,
      budget: 'LESS_15M',
    });

    fireEvent.click(within(card).getByRole('button', { name: 'Удалить кейс «Сайт сети»' }));
    const question = within(card).getByRole('group', { name: 'Удалить кейс?' });
    expect(within(question).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    fireEvent.click(within(question).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(within(card).queryByRole('listitem', { name: 'Сайт сети' })).toBeNull(),
    );
    expect(server.api.calls.filter((call) => call.method === 'DELETE').map((c) => c.path)).toEqual([
      '/case/api/v1/cases/12/',
    ]);
  });

  it('uploads a case’s files with progress, shows a refusal per file and removes one', async () => {
    visitAs('executor');
    const server = serve(publishable({ cases: [aCase()] }), null, {
      'DELETE /materials/api/v1/materials/501/': () => {
        server.set(publishable({ cases: [aCase()] }));
        return noContent();
      },
    });
    await renderApp('/panel/company-profile');
    const card = await section('Кейсы');
    const item = await within(card).findByRole('listitem', { name: 'Ребрендинг пекарни' });
    fireEvent.click(
      within(item).getByRole('button', { name: 'Файлы (0) кейса «Ребрендинг пекарни»' }),
    );
    fireEvent.change(within(item).getByLabelText('Файлы для кейса «Ребрендинг пекарни»'), {
      target: { files: [image('Фасад.png'), image('вирус.exe', 'application/x-msdownload')] },
    });
    const first = await FakeXhr.nth(1);
    expect(first.url).toBe('/materials/api/v1/materials/');
    expect(first.body!.get('case')).toBe('11');
    first.progress(3, 4);
    // The bar may be drawn at 0 before the progress event's render commits.
    const bar = await within(item).findByRole('progressbar', { name: 'Загрузка «Фасад.png»' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('75'));
    // Stored: the profile read again lists it.
    server.set(publishable({ cases: [aCase({ materials: [material()] })] }));
    first.respond(201, material());
    const second = await FakeXhr.nth(2);
    second.respond(400, { file: [UPLOAD_MESSAGES.notAMaterial] });

    const alert = await within(item).findByRole('alert');
    expect(alert.textContent).toContain(`«вирус.exe»: ${UPLOAD_MESSAGES.notAMaterial}`);
    const files = await within(item).findByRole('list', {
      name: 'Файлы кейса «Ребрендинг пекарни»',
    });
    expect(within(files).getByRole('link', { name: 'Фасад.webp' }).getAttribute('href')).toBe(
      '/media/materials/facade.webp',
    );
    // The case's thumbnail is its first image.
    // eslint-disable-next-line testing-library/no-node-access -- the thumbnail is decorative: no role or name
    expect(item.querySelector('.case-item__thumb img')?.getAttribute('src')).toBe(
      '/media/materials/facade-t.webp',
    );

    fireEvent.click(within(files).getByRole('button', { name: 'Удалить файл «Фасад.webp»' }));
    fireEvent.click(
      within(within(files).getByRole('group', { name: 'Удалить файл?' })).getByRole('button', {
        name: 'Удалить',
      }),
    );
    await waitFor(() =>
      expect(within(item).queryByRole('list', { name: /^Файлы кейса/ })).toBeNull(),
    );
    expect(server.api.callsTo('/materials/api/v1/materials/501/')).toHaveLength(1);
  });

  it('a case whose answer lists its files: their count, and its first image as its thumbnail', async () => {
    visitAs('executor');
    // A case's answer lists its files.
    const listed = {
      ...aCase(),
      materials: [
        material({
          kind: 'document',
          thumbnail_url: null,
          name: 'Бриф.pdf',
          content_type: 'application/pdf',
        }),
        material(),
      ],
    };
    serve(publishable({ cases: [listed] }));
    await renderApp('/panel/company-profile');
    const card = await section('Кейсы');
    const item = await within(card).findByRole('listitem', { name: 'Ребрендинг пекарни' });
    // eslint-disable-next-line testing-library/no-node-access -- the thumbnail is decorative: no role or name
    expect(item.querySelector('.case-item__thumb img')?.getAttribute('src')).toBe(
      '/media/materials/facade-t.webp',
    );
    fireEvent.click(
      within(item).getByRole('button', { name: 'Файлы (2) кейса «Ребрендинг пекарни»' }),
    );
    const files = within(item).getByRole('list', { name: 'Файлы кейса «Ребрендинг пекарни»' });
    expect(
      within(files)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Бриф.pdf', 'Фасад.webp']);
    expect(files.textContent).toContain('PDF · 117 КБ');
  });
});

describe('a specialist', () => {
  it('reads the completeness, the logo and the cases with no action', async () => {
    visitAs('employee');
    serve(publishable({ cases: [aCase()] }), 'specialist');
    await renderApp('/panel/company-profile');
    const completeness = await section('Заполненность профиля');
    await within(completeness).findByRole('meter', { name: 'Профиль заполнен' });
    expect(within(completeness).queryByRole('button')).toBeNull();

    const logo = await section('Логотип');
    expect(
      await within(logo).findByText('Изменять профиль агентства может руководитель или менеджер.'),
    ).toBeTruthy();
    expect(within(logo).queryByRole('button')).toBeNull();
    expect(within(logo).queryByLabelText('Файл логотипа')).toBeNull();

    const cases = await section('Кейсы');
    const item = await within(cases).findByRole('listitem', { name: 'Ребрендинг пекарни' });
    expect(within(cases).queryByRole('button', { name: 'Добавить кейс' })).toBeNull();
    // Only the files' disclosure: no change, no removal, no upload.
    expect(within(item).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(
      within(item).getByRole('button', { name: 'Файлы (0) кейса «Ребрендинг пекарни»' }),
    );
    expect(within(item).queryByRole('button', { name: 'Добавить изображения и файлы' })).toBeNull();
  });
});
