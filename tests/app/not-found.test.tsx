import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RootErrorBoundary } from '../../src/app/root-error';
import { loadRouteModules, renderApp } from './helpers';

beforeAll(loadRouteModules);

const originalMatchMedia = window.matchMedia.bind(window);
const phone = (matches: boolean) => {
  window.matchMedia = (query: string) => ({
    ...originalMatchMedia(query),
    matches: matches && query.includes('576'),
  });
};

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.restoreAllMocks();
});

describe('404 page', () => {
  it('on a desktop: the full text, the explanation, and a warning in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'Запрашиваемая вами страница не найдена' }),
    ).toBeTruthy();
    expect(screen.getByText(/страница была удалена или никогда не существовала/)).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Page not found: /no-such-page');
  });

  it('on a phone: «Ничего не найдено»', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    phone(true);
    await renderApp('/dashboard/unknown');
    expect(await screen.findByRole('heading', { name: 'Ничего не найдено' })).toBeTruthy();
  });

  it('the picture and the link both return to the index', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = await renderApp('/missing');
    const link = await screen.findByRole('link', { name: 'На главную' });
    const picture = screen.getByRole('link', { name: '404 — вернуться на главную' });
    expect(link.getAttribute('href')).toBe('/');
    expect(picture.getAttribute('href')).toBe('/');
    fireEvent.click(picture);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('fatal errors', () => {
  const crashingRouter = () =>
    createMemoryRouter([
      {
        path: '/',
        ErrorBoundary: RootErrorBoundary,
        loader: () => {
          throw new Error('boom');
        },
        Component: () => null,
      },
    ]);

  it('show the 404-style page to people', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<RouterProvider router={crashingRouter()} />);
    expect(await screen.findByRole('link', { name: 'На главную' })).toBeTruthy();
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('Page not found'));
  });

  it('show nothing to search-engine bots', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    );
    const router = crashingRouter();
    const { container } = render(<RouterProvider router={router} />);
    // The boundary has rendered once it logged the error.
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' })),
    );
    expect(container.innerHTML).toBe('');
  });
});
