import '@testing-library/jest-dom/vitest';
// Vitest runs without globals, so Testing Library cannot register its own cleanup: this file does.
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { discardPendingToasts } from '../../src/lib/toast';
import { FakeSocket } from './fake-socket';

// antd reads media queries (Grid, responsive observers); jsdom has no matchMedia.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// antd Tabs and other measuring components observe their size; jsdom has no layout, so nothing ever resizes.
if (!('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });
}

// The notification socket of a logged-in user never reaches the network: tests open and drive it
// (tests/app/fake-socket.ts). Not `vi.stubGlobal`: tests unstub their globals after each test.
Object.defineProperty(window, 'WebSocket', { writable: true, value: FakeSocket });

// Route code is loaded before rendering (helpers.tsx), but antd in jsdom is slow (every getComputedStyle walks
// all of its injected styles), more so on a busy machine: `findBy…` and `waitFor` wait up to this long for what
// the user waits on. A hang guard, not a speed check: a machine ten times slower than an idle one still passes.
// The app tests use these, not `vi.waitFor`, so the one limit is here.
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => {
  cleanup();
  // A toast raised as a test ended (its Toaster still loading) must not show up in the next test.
  discardPendingToasts();
  FakeSocket.instances = [];
});
