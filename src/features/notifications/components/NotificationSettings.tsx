import { useId } from 'react';
import type { NotificationAudience } from '../audience';
import { DevicePush } from './DevicePush';
import { PreferenceGrid } from './PreferenceGrid';
import '../preferences.css';

/**
 * «Уведомления» on the profile pages: which kinds of the user's audience come by which channel, and push on
 * this device. Plain HTML and CSS (the profile's first visit carries no antd).
 */
export function NotificationSettings({ audience }: { audience: NotificationAudience }) {
  const headingId = useId();
  return (
    <section className="surface-card notification-settings" aria-labelledby={headingId}>
      <h2 id={headingId}>Уведомления</h2>
      <p className="notification-settings__lead">
        Выберите, как сообщать о каждом событии: в приложении, уведомлением на устройство или
        письмом. Изменения сохраняются сразу.
      </p>
      <PreferenceGrid audience={audience} />
      <DevicePush />
    </section>
  );
}
