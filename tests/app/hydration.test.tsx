import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { useIsRestoring } from '@tanstack/react-query';
import { AppProvider } from '../../src/app/provider';
import { useSession } from '../../src/hooks/use-session';
import { queryClient } from '../../src/lib/react-query';
import { visitAs } from './helpers';

// A server-rendered page is a guest's. Hydrating it must not render it a second time for a guest (on a phone
// every extra render of a whole page is a long task), and must still switch to a logged-in visitor's own view.

let renders: string[] = [];
let root: Root | null = null;

function SessionProbe() {
  const { user } = useSession();
  const seen = user ? `Пользователь ${user.id}` : 'Войти';
  renders.push(seen);
  return <p>{seen}</p>;
}

function RestoringProbe() {
  renders.push(useIsRestoring() ? 'restoring' : 'ready');
  return null;
}

/** The server's HTML of `element` in a container, then hydrated there as the browser does. */
function hydrate(element: React.ReactElement, serverElement = element): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(serverElement);
  renders = []; // the server's render is not the browser's
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, element);
  });
  return container;
}

/** The app's provider around the probe: the server's render of it, then the browser's hydration. */
const hydrateProvider = () =>
  hydrate(
    <AppProvider serverRendered>
      <RestoringProbe />
    </AppProvider>,
    <AppProvider queryClient={queryClient}>
      <RestoringProbe />
    </AppProvider>,
  );

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  renders = [];
  document.body.replaceChildren();
  queryClient.clear();
});

describe('hydrating a server-rendered page', () => {
  it('renders a guest’s session once: the same on both sides', () => {
    visitAs('guest');
    const container = hydrate(<SessionProbe />);
    expect(renders).toEqual(['Войти']);
    expect(container.textContent).toBe('Войти');
  });

  it('switches to a logged-in visitor right after, from the guest’s page the server rendered', () => {
    visitAs('client');
    // The server renders without the visitor's cookie: a guest's page.
    const container = hydrate(<SessionProbe />);
    expect(renders[0]).toBe('Войти');
    expect(renders.at(-1)).toMatch(/^Пользователь \d+$/);
    expect(container.textContent).toBe(renders.at(-1));
  });

  it('lets a guest’s queries run at once: the page carries the server’s data, nothing waits on the restore', () => {
    visitAs('guest');
    hydrateProvider();
    expect(renders).not.toContain('restoring');
  });

  it('has a logged-in visitor’s queries wait for their saved copies, as on a page rendered in the browser', () => {
    visitAs('client');
    hydrateProvider();
    expect(renders).toContain('restoring');
  });
});
