import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_MESSAGES } from '../../contract/profile-rules';
import { visitAs } from './helpers';
import { ENDPOINT, fakeAgency, openPage } from './company-profile-lists-support';
import { prepareProfilePage } from './company-profile-support';
import { choose, errorUnder, optionsOf, rowsOf, section } from './panel-section-support';

// /panel/company-profile's «Услуги»: each with its typical project's price; past the plan's limit, the upgrade.

prepareProfilePage(() => import('../../src/features/company-profile/components/ServiceForm'));

describe('«Услуги»', () => {
  it('the leader adds a service (those added are not offered), changes its price, removes it', async () => {
    visitAs('executor');
    const api = fakeAgency({
      rows: {
        services: [[1, { service: 1, service_range: 11, description: 'Стратегия на год.' }]],
      },
    });
    await openPage();
    const card = await section('Услуги');
    await within(card).findByText('Маркетинговая стратегия');
    expect(within(card).getByText('Проект: до 300 тыс. ₽')).toBeTruthy();
    expect(within(card).getByText('Стратегия на год.')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Добавить услугу' }));
    const form = await within(card).findByRole('form', { name: 'Новая услуга' });
    const service = within(form).getByLabelText('Услуга');
    await waitFor(() => expect(service).toHaveFocus());
    expect(await optionsOf(service)).toEqual(['SMM', 'Брендинг']);
    await choose(service, 'SMM');
    await choose(within(form).getByLabelText('Стоимость типичного проекта'), 'до 100 тыс. ₽');
    fireEvent.change(within(form).getByLabelText(/^Что вы делаете/), {
      target: { value: 'Ведём соцсети брендов.' },
    });
    const reads = api.profileReads();
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Услуга добавлена')).toBeTruthy();
    await waitFor(() => expect(rowsOf(card)).toEqual(['Маркетинговая стратегия', 'SMM']));
    expect(api.profileReads()).toBeGreaterThan(reads); // the completeness follows
    expect(api.sent('POST', ENDPOINT.services)).toEqual([
      { service: 2, service_range: 21, description: 'Ведём соцсети брендов.' },
    ]);
    expect(within(card).getByRole('button', { name: 'Добавить услугу' })).toHaveFocus();

    fireEvent.click(within(card).getByRole('button', { name: 'Изменить услугу „SMM“' }));
    const edit = await within(card).findByRole('form', { name: 'Услуга „SMM“' });
    expect(within(edit).queryByLabelText('Услуга')).toBeNull(); // the service itself stays
    await choose(within(edit).getByLabelText('Стоимость типичного проекта'), 'от 100 тыс. ₽');
    fireEvent.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Услуга изменена')).toBeTruthy();
    expect(await within(card).findByText('Проект: от 100 тыс. ₽')).toBeTruthy();
    expect(api.sent('PATCH', `${ENDPOINT.services}100/`)).toEqual([
      { service_range: 22, description: 'Ведём соцсети брендов.' },
    ]);

    fireEvent.click(within(card).getByRole('button', { name: 'Удалить услугу „SMM“' }));
    const question = within(card).getByRole('group', { name: 'Удалить услугу „SMM“?' });
    expect(within(question).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    fireEvent.click(within(question).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(rowsOf(card)).toEqual(['Маркетинговая стратегия']));
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${ENDPOINT.services}100/`,
    ]);
  });

  it('a service the server refuses: its message under «Услуга», the list unchanged', async () => {
    visitAs('executor');
    const api = fakeAgency({
      refuse: { [`POST ${ENDPOINT.services}`]: { service: [PROFILE_MESSAGES.serviceTaken] } },
    });
    await openPage();
    const card = await section('Услуги');
    expect(
      await within(card).findByText(
        'Добавьте услуги с ценами: заказчики ищут агентства по услугам и ценам.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Добавить услугу' }));
    const form = await within(card).findByRole('form', { name: 'Новая услуга' });
    await choose(within(form).getByLabelText('Услуга'), 'Брендинг');
    await choose(within(form).getByLabelText('Стоимость типичного проекта'), 'до 1 млн ₽');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(errorUnder(form, 'Услуга')).toBe('Эта услуга уже есть в профиле агентства.'),
    );
    expect(rowsOf(card)).toEqual([]);
    expect(within(card).getByRole('form', { name: 'Новая услуга' })).toBe(form);
    expect(api.sent('POST', ENDPOINT.services)).toHaveLength(1);
  });

  it('past the plan’s limit: the server’s words and «Сменить тариф» to the plan that lifts it', async () => {
    visitAs('executor');
    const detail = 'В профиле уже 5 услуг — столько позволяет тариф. Больше — на тарифе «Бизнес».';
    const api = fakeAgency({
      refuse: {
        [`POST ${ENDPOINT.services}`]: {
          detail,
          code: 'plan_limit',
          limit: 'services',
          upgrade: { slug: 'business', name: 'Бизнес' },
        },
      },
      refuseStatus: 403,
    });
    await openPage();
    const card = await section('Услуги');
    fireEvent.click(await within(card).findByRole('button', { name: 'Добавить услугу' }));
    const form = await within(card).findByRole('form', { name: 'Новая услуга' });
    await choose(within(form).getByLabelText('Услуга'), 'Брендинг');
    await choose(within(form).getByLabelText('Стоимость типичного проекта'), 'до 1 млн ₽');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    const alert = await within(form).findByRole('alert');
    expect(within(alert).getByText(detail)).toBeTruthy();
    // Only the words: the refusal's `limit` and `upgrade` are not listed as fields.
    expect(alert.textContent).toBe(`${detail}Сменить тариф`);
    const link = within(alert).getByRole('link', { name: 'Сменить тариф' });
    expect(link.getAttribute('href')).toBe('/panel/tariffs/business');
    expect(rowsOf(card)).toEqual([]);
    expect(api.sent('POST', ENDPOINT.services)).toHaveLength(1);
  });
});
