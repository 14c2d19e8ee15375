import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PreloadLink } from '../../../components/preload-link/PreloadLink';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../hooks/use-session';
import { plural } from '../../../../contract/plural';
import { useNotificationWindow, type NotificationView } from '../api/notifications';
import { groupByDay, timeOf } from '../day-groups';
import { markNotificationsRead } from '../mark-read';
import { unreadCount } from '../../../../contract/notification-window';
import { viewerTimeZone } from '../time-zone';
import '../notifications.css';

type Filter = 'all' | 'unread';

/**
 * /notifications (clients) and /panel/notifications (agencies and employees): the notifications by day,
 * newest first, each linking to what it is about; unread ones marked, read one by one or all at once (offline
 * too: the marks go out on reconnect). Live: the socket adds new ones as they come.
 */
export function NotificationsPage() {
  useDocumentTitle('Уведомления');
  const userId = useSession().user?.id ?? null;
  const client = useQueryClient();
  const notifications = useNotificationWindow();
  const [filter, setFilter] = useState<Filter>('all');
  const timeZone = viewerTimeZone();
  const now = new Date();

  const items = notifications.data ?? [];
  const unread = unreadCount(items, now, timeZone);
  const hasUnread = items.some((item) => !item.is_read);
  const shown = filter === 'unread' ? items.filter((item) => !item.is_read) : items;
  const markRead = (which: number | 'all') => {
    if (userId !== null) void markNotificationsRead(client, userId, which);
  };

  return (
    <div className="notifications-page">
      <h1>Уведомления</h1>
      <p className="notifications-page__lead" aria-live="polite">
        {notifications.data === undefined
          ? 'Приглашения, ответы агентств и события тендеров.'
          : unread > 0
            ? `${plural(unread, ['непрочитанное', 'непрочитанных', 'непрочитанных'])} за месяц и последнюю неделю`
            : 'Всё прочитано'}
      </p>
      <div className="notifications-page__toolbar">
        <div className="notifications-filter" role="group" aria-label="Какие показать">
          {(
            [
              ['all', 'Все'],
              ['unread', 'Непрочитанные'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              className="btn notifications-filter__option"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {label}
            </button>
          ))}
        </div>
        <button type="button" className="btn" disabled={!hasUnread} onClick={() => markRead('all')}>
          Прочитать все
        </button>
      </div>
      {notifications.data === undefined ? (
        notifications.isError ? (
          <p className="notifications-page__empty" role="alert">
            Не удалось загрузить уведомления.{' '}
            <button type="button" className="btn" onClick={() => void notifications.refetch()}>
              Повторить
            </button>
          </p>
        ) : (
          <div
            className="notifications-skeleton"
            aria-busy="true"
            aria-label="Загружаем уведомления"
          >
            <span />
            <span />
            <span />
          </div>
        )
      ) : shown.length === 0 ? (
        <p className="notifications-page__empty">
          {filter === 'unread'
            ? 'Непрочитанных уведомлений нет.'
            : 'Уведомлений пока нет. Здесь появятся приглашения, ответы агентств и события тендеров.'}
        </p>
      ) : (
        groupByDay(shown, now, timeZone).map((group) => (
          <section
            key={group.key}
            className="notifications-day"
            aria-labelledby={`day-${group.key}`}
          >
            <h2 id={`day-${group.key}`}>{group.title}</h2>
            <ul>
              {group.items.map((item) => (
                <NotificationItem
                  key={item.notification_id}
                  item={item}
                  time={timeOf(item.created_at, timeZone)}
                  onRead={() => markRead(item.notification_id)}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function NotificationItem({
  item,
  time,
  onRead,
}: {
  item: NotificationView;
  time: string;
  onRead: () => void;
}) {
  const unread = !item.is_read;
  return (
    <li className={`notification${unread ? ' notification--unread' : ''}`}>
      <div className="notification__head">
        {unread && <span className="notification__dot" aria-hidden="true" />}
        <h3 className="notification__title">
          {item.link ? (
            <PreloadLink to={item.link} onClick={unread ? onRead : undefined}>
              {item.title}
            </PreloadLink>
          ) : (
            item.title
          )}
          {unread && <span className="visually-hidden"> (не прочитано)</span>}
        </h3>
        <time className="notification__time" dateTime={item.created_at}>
          {time}
        </time>
      </div>
      <p className="notification__text">{item.text}</p>
      {unread && (
        <button
          type="button"
          className="btn notification__read"
          aria-label={`Отметить прочитанным: ${item.title}`}
          onClick={onRead}
        >
          Отметить прочитанным
        </button>
      )}
    </li>
  );
}
