import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { prepareProfilePage, serve } from './company-profile-support';
import type { Material } from '../../contract/materials';
import {
  aCase,
  AGENCY_ID,
  CONTRACTOR,
  myAgency,
  personalProfile,
  publishable,
} from './personal-profile-support';
import { section } from './panel-section-support';

// /panel/company-profile's completeness card: the meter, what to add next, and publishing in the catalogue.

prepareProfilePage();

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
    // Hiding asks first; «Отмена» changes nothing.
    fireEvent.click(within(card).getByRole('button', { name: 'Скрыть из каталога' }));
    let question = within(card).getByRole('group', { name: 'Скрыть агентство из каталога?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Отмена' }));
    expect(within(card).queryByRole('group', { name: 'Скрыть агентство из каталога?' })).toBeNull();
    expect(server.patches()).toHaveLength(1);
    fireEvent.click(within(card).getByRole('button', { name: 'Скрыть из каталога' }));
    question = within(card).getByRole('group', { name: 'Скрыть агентство из каталога?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Скрыть' }));
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

  it('deleting the logo lowers the meter at once', async () => {
    visitAs('executor');
    const logo = {
      id: 77,
      url: '/media/images/logo.webp',
      thumbnail_url: '/media/images/logo-t.webp',
    };
    const server = serve(personalProfile({ logo }), null, {
      [`PATCH ${CONTRACTOR}`]: (call, profile) => {
        const { logo: chosen } = call.body as { logo: number | null };
        server.set(
          personalProfile({
            ...profile,
            logo: chosen === null ? null : logo,
            completeness: undefined,
          }),
        );
        return jsonResponse({ ...profile, logo: null });
      },
    });
    await renderApp('/panel/company-profile');
    const meter = await within(await section('Заполненность профиля')).findByRole('meter', {
      name: 'Профиль заполнен',
    });
    // the site 4 + the founding year 3 + the staff 3 + the logo 5
    expect(meter.getAttribute('aria-valuenow')).toBe('15');
    const card = await section('Логотип');
    fireEvent.click(await within(card).findByRole('button', { name: 'Удалить логотип' }));
    const question = within(card).getByRole('group', { name: 'Удалить логотип?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(meter.getAttribute('aria-valuenow')).toBe('10'));
    expect(
      within(await section('Заполненность профиля')).getByText(
        'Загрузите логотип: по нему агентство узнают в каталоге и подборе.',
      ),
    ).toBeTruthy();
  });

  it('a case counts once it shows a picture; until then the card asks for one', async () => {
    visitAs('executor');
    const picture: Material = {
      id: 3,
      case: 11,
      kind: 'image',
      name: 'упаковка.png',
      content_type: 'image/webp',
      size: 2048,
      url: '/media/cases/3.webp',
      thumbnail_url: '/media/cases/3-t.webp',
      width: 800,
      height: 600,
      created_at: '2026-01-03T00:00:00.000Z',
    };
    const brief: Material = {
      ...picture,
      id: 4,
      kind: 'document',
      name: 'бриф.pdf',
      content_type: 'application/pdf',
      thumbnail_url: null,
      width: null,
      height: null,
    };
    serve(personalProfile({ cases: [aCase({ materials: [brief] })] }));
    await renderApp('/panel/company-profile');
    const card = await section('Заполненность профиля');
    const meter = await within(card).findByRole('meter', { name: 'Профиль заполнен' });
    expect(meter.getAttribute('aria-valuenow')).toBe('10');
    expect(
      within(card).getByText('Добавьте к кейсу изображение: заказчики хотят увидеть работу.'),
    ).toBeTruthy();
    expect(
      personalProfile({ cases: [aCase({ materials: [brief, picture] })] }).completeness.percent,
    ).toBe(27);
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
