import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';

// The guest's menu of the site header (shown on phones, where the header's navigation is folded away).
beforeAll(loadRouteModules);
beforeEach(() => {
  sessionStorage.clear();
  // The knowledge base asks for its articles: an empty list.
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(jsonResponse({ count: 0, next: null, previous: null, results: [] })),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const menuButton = () => screen.getByRole('button', { name: 'Меню' });
const menu = () => screen.queryByRole('navigation', { name: 'Меню сайта' });

describe('the guest menu', () => {
  it('is closed at first and opens with the site’s pages and the ways in', async () => {
    visitAs('guest');
    await renderApp('/public-offer');
    await screen.findByRole('heading', { level: 1 });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menu()).toBeNull();

    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    const links = within(menu()!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Как это работает', '/'],
      ['Агентства', '/list'],
      ['База знаний', '/knowledgebase'],
      ['Войти', '/auth/login'],
      ['Регистрация', '/auth/register'],
      ['Регистрация агентства', '/create-company'],
      ['Создать проект', '/create-project'],
    ]);
    expect(menuButton().getAttribute('aria-controls')).toBe(menu()!.id);
  });

  it('takes a guest to the knowledge base and closes behind it', async () => {
    visitAs('guest');
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(menuButton());
    fireEvent.click(within(menu()!).getByRole('link', { name: 'База знаний' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'База знаний' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/knowledgebase');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menu()).toBeNull();
  });

  it('closes on Escape with the focus back on its button, and on a tap outside the header', async () => {
    visitAs('guest');
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(menuButton());
    within(menu()!).getByRole('link', { name: 'Войти' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(menuButton()).toHaveFocus();

    fireEvent.click(menuButton());
    fireEvent.pointerDown(within(menu()!).getByRole('link', { name: 'Войти' }));
    expect(menu()).not.toBeNull(); // a tap inside the menu is not outside
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(menu()).toBeNull();
  });

  it('is not there for a logged-in user, who has a menu of its own (user-menu.test.tsx)', async () => {
    visitAs('client');
    await renderApp('/knowledgebase');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Меню' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Меню сайта' })).toBeTruthy();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Личный кабинет' }),
    ).toBeTruthy();
  });
});
