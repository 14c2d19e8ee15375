import { useId } from 'react';
import {
  CHANNEL_LABELS,
  LOCKED_NOTE,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
} from '../../../../contract/notification-channels';
import type { NotificationPreference } from '../../../../contract/notifications';
import { usePreferences, useChangePreference } from '../api/preferences';
import { isKindOf, kindLabel, type NotificationAudience } from '../audience';

/**
 * The kinds of the user's audience × the three channels, one native checkbox each («Письмо: Новый отзыв»):
 * a table on a wide screen, a card per kind on a phone (CSS only). A change is saved at once.
 */
export function PreferenceGrid({ audience }: { audience: NotificationAudience }) {
  const preferences = usePreferences();
  const change = useChangePreference();
  const noteId = useId();

  if (preferences.data === undefined) {
    return preferences.isError ? (
      <p className="preference-grid__state" role="alert">
        Не удалось загрузить настройки уведомлений.{' '}
        <button type="button" className="btn" onClick={() => void preferences.refetch()}>
          Повторить
        </button>
      </p>
    ) : (
      <div className="preference-grid__skeleton" aria-busy="true" aria-label="Загружаем настройки">
        <span />
        <span />
        <span />
      </div>
    );
  }

  const rows = preferences.data.filter((row) => isKindOf(audience)(row.kind));
  const hasLocked = rows.some((row) => row.locked);
  const toggle = (row: NotificationPreference, channel: NotificationChannel, on: boolean) =>
    change.mutate({ kind: row.kind, channel, on });

  return (
    <>
      <table className="preference-grid">
        <caption className="visually-hidden">Каналы уведомлений по событиям</caption>
        <thead>
          <tr>
            <th scope="col">Событие</th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col">
                {CHANNEL_LABELS[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const label = kindLabel(row.kind);
            return (
              <tr key={row.kind}>
                <th scope="row">
                  {label}
                  {row.locked && <span className="preference-grid__locked">Отключить нельзя</span>}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel}>
                    <label className="preference-grid__switch">
                      <input
                        type="checkbox"
                        aria-label={`${CHANNEL_LABELS[channel]}: ${label}`}
                        aria-describedby={row.locked ? noteId : undefined}
                        checked={row.locked || row[channel]}
                        disabled={row.locked}
                        onChange={(event) => toggle(row, channel, event.target.checked)}
                      />
                      <span className="preference-grid__channel" aria-hidden="true">
                        {CHANNEL_LABELS[channel]}
                      </span>
                    </label>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {hasLocked && (
        <p id={noteId} className="preference-grid__note">
          {LOCKED_NOTE}
        </p>
      )}
    </>
  );
}
