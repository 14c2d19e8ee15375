import { NotificationsPage } from '../../features/notifications/components/NotificationsPage';

// /notifications (clients) and /panel/notifications (agencies and employees): one page, plain HTML.
export function Component() {
  return <NotificationsPage />;
}
