import { useSignal } from '../../lib/signal';
import { paths } from '../../config/paths';
import { useSession } from '../../hooks/use-session';
import { unreadNotifications } from '../../lib/notifications/unread-signal';
import { pluralForm } from '../../../contract/plural';
import { isClient } from '../../lib/roles';
import { BellOutlined } from '../icons/ant-icons';
import { Icon } from '../icons/Icon';
import { PreloadLink } from '../preload-link/PreloadLink';
import './NotificationBell.css';

/** The unread count as a badge shows it: «99+» above 99. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The bell of a logged-in user's header: to their notifications, with the unread count when there is one. */
export function NotificationBell() {
  const { user } = useSession();
  const count = useSignal(unreadNotifications) ?? 0;
  if (!user) return null;
  const to = isClient(user) ? paths.notifications.getHref() : paths.panel.notifications.getHref();
  const label =
    count > 0
      ? `Уведомления: ${count} ${pluralForm(count, ['непрочитанное', 'непрочитанных', 'непрочитанных'])}`
      : 'Уведомления';
  return (
    <PreloadLink to={to} className="btn notification-bell" aria-label={label} title={label}>
      <Icon def={BellOutlined} />
      {count > 0 && (
        <span className="notification-bell__count" aria-hidden="true">
          {badgeText(count)}
        </span>
      )}
    </PreloadLink>
  );
}
