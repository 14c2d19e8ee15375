import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FREE_PLAN_SERVICES_MAX, freePlanServicesMessage } from '../../contract/tariff-rules';
import { landAt, renderApp } from './helpers';
import { stubApi } from './auth-support';
import {
  completeDraft,
  DRAFT_KEY,
  prepareCompanyFlow,
  referenceApi,
  storedDraft,
} from './auth-company-support';

// The sign-up flow's next steps (services, industries, description) and its guard against a skipped step.

prepareCompanyFlow();

describe('company flow', () => {
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
});
