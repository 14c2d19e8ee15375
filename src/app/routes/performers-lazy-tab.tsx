import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { PerformersPage } from '../../features/project/components/PerformersPage';
import { TabPlaceholder } from '../../features/project/components/Plain';

type Tab = ComponentType<{ project: number }>;

/**
 * A /performers/{id} tab whose heading (the project's title, the page's largest text) paints with its small
 * route module, while the tab's code follows beside the project's data, which the route's loader has already
 * asked for; `loading` names the screen-high placeholder meanwhile.
 */
export function performersLazyTab(title: string, loading: string, load: () => Promise<Tab>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function PerformersLazyTab() {
    // Asked for now, not once the project has come and the tab renders.
    useEffect(() => void load(), []);
    return (
      <PerformersPage
        title={title}
        tab={(id) => (
          <Suspense fallback={<TabPlaceholder label={loading} />}>
            <Lazy project={id} />
          </Suspense>
        )}
      />
    );
  };
}
