import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { AgencyCase, AgencyCaseCreate } from '../../contract/cases';
import type { Material } from '../../contract/materials';
import { UPLOAD_MESSAGES } from '../../contract/upload-rules';
import { noContent } from './auth-support';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { image, prepareProfilePage, serve } from './company-profile-support';
import { FakeXhr, aCase, branding, publishable } from './personal-profile-support';
import { section } from './panel-section-support';

// /panel/company-profile's cases with their files; and what a specialist reads beyond the basic data.

// The case form loads on «Добавить кейс» / «Изменить»: its code (antd) is imported ahead.
prepareProfilePage(() => import('../../src/features/company-profile/components/CaseForm'));
beforeEach(() => FakeXhr.install());

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
          id: 502,
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
