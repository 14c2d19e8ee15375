import { lazy, Suspense, useEffect } from 'react';
import { PerformersPage } from '../../features/project/components/PerformersPage';
import { TabPlaceholder } from '../../features/project/components/Plain';

// /performers/{id}/sending-invitations: the budget check, the favourites to invite and who was invited, in plain
// HTML (no antd) within the first visit's JavaScript budget, like the ranking and the requirements beside it.
// The heading (the project's title, the page's largest text) paints with this small module; the tab's code
// follows beside its data, which the route's loader has already asked for.
const loadTab = () => import('../../features/project/components/SendingInvitations');
const SendingInvitations = lazy(() =>
  loadTab().then((module) => ({ default: module.SendingInvitations })),
);

export function SendingInvitationsPage() {
  // Asked for now, not once the project has come and the tab renders.
  useEffect(() => void loadTab(), []);
  return (
    <PerformersPage
      title="Отправка приглашений"
      tab={(id) => (
        <Suspense fallback={<TabPlaceholder label="Загрузка приглашений" />}>
          <SendingInvitations project={id} />
        </Suspense>
      )}
    />
  );
}
