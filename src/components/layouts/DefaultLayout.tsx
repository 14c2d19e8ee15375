import { Outlet } from 'react-router-dom';
import { PageShell } from './PageShell';

/** Landing, knowledge base, legal pages, executor profile, list, notifications, dashboard. */
export function DefaultLayout() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}
