import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RootErrorBoundary } from '../../src/app/root-error';

// A route whose code cannot load: reload once when a new build replaced it, else a page that says so (never
// the 404 page: the page exists).
const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/legal-abc.js',
);

const renderFailingRoute = () => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: RootErrorBoundary,
        HydrateFallback: () => null,
        lazy: () => Promise.reject(chunkError),
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('route code that fails to load', () => {
  it('says the page did not load when the same build still has the chunk (e.g. a network blip)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn((url: string) =>
      Promise.resolve(
        url.includes('/builds/')
          ? new Response(JSON.stringify({ buildId: 'dev' }), { status: 200 })
          : new Response(null, { status: 200 }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderFailingRoute();
    expect(
      await screen.findByRole('heading', { name: 'Не удалось загрузить страницу' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /не найден/i })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('http://localhost/assets/legal-abc.js', {
      method: 'HEAD',
      cache: 'no-store',
    });
  });
});
