import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../src/lib/react-query';
import { getSession } from '../../src/lib/session';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';

// A logged-in person's menu of the site header (on phones, where the header's links and buttons are folded
// away): the site's pages, their notifications and own area, and logout.
beforeAll(loadRouteModules);
beforeEach(() => {
  sessionStorage.clear();
  // Every list the pages ask for (articles, notifications) is empty; the logout's revoke answers 204.
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        String(input instanceof Request ? input.url : input).includes('/blacklist/')
          ? new Response(null, { status: 204 })
          : jsonResponse({ count: 0, next: null, previous: null, results: [] }),
      ),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const menuButton = () => screen.getByRole('button', { name: 'Меню сайта' });
const menu = () => screen.queryByRole('navigation', { name: 'Меню сайта' });
const menuLinks = () =>
  within(menu()!)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the logged-in header menu', () => {
  it('opens for a client with the site’s pages, the notifications, the dashboard and logout', async () => {
    visitAs('client');
    await renderApp('/knowledgebase');
    await screen.findByRole('heading', { level: 1 });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menu()).toBeNull();

    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menuButton().getAttribute('aria-controls')).toBe(menu()!.id);
    expect(menuLinks()).toEqual([
      ['Как это работает', '/'],
      ['Агентства', '/list'],
      ['База знаний', '/knowledgebase'],
      ['Уведомления', '/notifications'],
      ['Личный кабинет', '/dashboard'],
      ['Выйти', '/auth/logout'],
    ]);
  });

  it('leads an agency’s person to the panel and its notifications', async () => {
    visitAs('executor');
    await renderApp('/knowledgebase');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(menuButton());
    expect(menuLinks().slice(3)).toEqual([
      ['Уведомления', '/panel/notifications'],
      ['Личный кабинет', '/panel'],
      ['Выйти', '/auth/logout'],
    ]);
  });

  it('takes the person to the catalogue and closes behind it', async () => {
    visitAs('client');
    const { router } = await renderApp('/knowledgebase');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(menuButton());
    fireEvent.click(within(menu()!).getByRole('link', { name: 'Агентства' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menu()).toBeNull();
  });

  it('logs out from its «Выйти»: the session ends and the header turns into a guest’s', async () => {
    visitAs('client');
    const { router } = await renderApp('/knowledgebase');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(menuButton());
    fireEvent.click(within(menu()!).getByRole('link', { name: 'Выйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(getSession()).toEqual({ user: null, token: null });
    expect(screen.queryByRole('button', { name: 'Меню сайта' })).toBeNull();
  });
});
