import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../src/lib/react-query';
import { stubApi } from './auth-support';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import {
  AGENCY_ID,
  LK,
  MY_AGENCY,
  myAgency,
  personalProfile,
  publishable,
} from './personal-profile-support';
import type { PersonalProfile } from '../../contract/profile';

// /panel: the agency's home for every role: its place in the catalogue (and why it is not there), its
// profile's completeness, the way to the team and the knowledge base.

beforeAll(loadRouteModules);
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const serve = (profile: PersonalProfile, role: 'manager' | 'specialist' | null = null) =>
  stubApi({
    [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency(role)),
    [`GET ${LK}`]: () => jsonResponse(profile),
  });
const section = (name: string) => screen.findByRole('region', { name });
const hrefOf = (region: HTMLElement, name: string) =>
  within(region).getByRole('link', { name }).getAttribute('href');

describe('/panel', () => {
  it('says the agency is hidden from the catalogue and why, with the way to fill the profile', async () => {
    visitAs('executor');
    serve(personalProfile());
    await renderApp('/panel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Панель агентства' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Панель агентства — Подряд'));
    expect(screen.queryByText('Раздел в разработке')).toBeNull();

    const catalogue = await section('Каталог агентств');
    expect(await within(catalogue).findByText('Агентство скрыто из каталога')).toBeTruthy();
    expect(
      within(catalogue)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Добавьте хотя бы одну услугу с диапазоном цен.',
      'Расскажите об агентстве в описании.',
      'Укажите, где агентство работает: страну или город.',
    ]);
    expect(hrefOf(catalogue, 'Заполнить профиль')).toBe('/panel/company-profile');

    const profile = await section('Профиль компании');
    const meter = within(profile).getByRole('meter', { name: 'Профиль заполнен' });
    expect(meter.getAttribute('aria-valuenow')).toBe('10');
    expect(profile.textContent).toContain(
      'Что добавить дальше: Добавьте хотя бы одну услугу с диапазоном цен.',
    );

    const links = await section('Разделы панели');
    expect(hrefOf(links, 'Сотрудники')).toBe('/panel/staff');
    expect(hrefOf(links, 'База знаний')).toBe('/panel/knowledgebase');
    expect(screen.getByText('Северный ветер', { selector: 'p' })).toBeTruthy();
  });

  it('a published agency: shown in the catalogue, with its public page', async () => {
    visitAs('executor');
    serve(publishable({ is_published: true }));
    await renderApp('/panel');
    const catalogue = await section('Каталог агентств');
    expect(await within(catalogue).findByText('Агентство показывается в каталоге')).toBeTruthy();
    expect(hrefOf(catalogue, 'Открыть страницу агентства')).toBe(`/executor/${AGENCY_ID}`);
    expect(within(catalogue).queryByRole('list')).toBeNull();
  });

  it('ready but hidden: a manager reads that the leader publishes', async () => {
    visitAs('employee');
    serve(publishable(), 'manager');
    await renderApp('/panel');
    const catalogue = await section('Каталог агентств');
    expect(
      await within(catalogue).findByText(
        'Профиль готов к публикации: опубликовать агентство может руководитель.',
      ),
    ).toBeTruthy();
  });

  it('a specialist sees the same state, and opens the profile to read it', async () => {
    visitAs('employee');
    serve(personalProfile(), 'specialist');
    await renderApp('/panel');
    const catalogue = await section('Каталог агентств');
    expect(await within(catalogue).findByText('Агентство скрыто из каталога')).toBeTruthy();
    const profile = await section('Профиль компании');
    await waitFor(() => expect(hrefOf(profile, 'Открыть профиль')).toBe('/panel/company-profile'));
    expect(screen.queryByRole('button', { name: /Опубликовать/ })).toBeNull();
  });
});
