import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

// The first render of a lazy route imports its chunk (antd included) on a cold module cache: allow for it.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);
