import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { LandingPage } from '../../src/features/landing/LandingPage';

/** The landing page in a router of its own; returns the router. */
const openLanding = () => {
  const router = createMemoryRouter(
    [
      { path: paths.home.path, element: <LandingPage /> },
      { path: paths.createProject.root.path, element: <p>Новый проект</p> },
    ],
    { initialEntries: [paths.home.getHref()] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

const hrefsOf = (name: RegExp) =>
  screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));

describe('LandingPage', () => {
  it('renders the promise and sets the document title', () => {
    openLanding();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Как это работает для заказчика' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Для агентств' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Почему подбору можно доверять' })).toBeTruthy();
    expect(document.title).toBe('Подряд — подбор подрядчиков');
  });

  it('links «Создать проект» to project creation', () => {
    openLanding();
    const hrefs = hrefsOf(/Создать проект/);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toBe(paths.createProject.root.getHref());
  });

  it('links «Зарегистрировать агентство» to agency registration', () => {
    openLanding();
    const hrefs = hrefsOf(/Зарегистрировать агентство/);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toBe(paths.createCompany.root.getHref());
  });

  it('links the FAQ teaser to the knowledge base', () => {
    openLanding();
    expect(hrefsOf(/базе знаний/)).toEqual([paths.knowledgebase.list.getHref()]);
  });

  it('navigates inside the router on a plain click', async () => {
    const router = openLanding();
    const [cta] = screen.getAllByRole('link', { name: /Создать проект/ });
    fireEvent.click(cta!);
    expect(await screen.findByText('Новый проект')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.createProject.root.getHref());
  });
});
