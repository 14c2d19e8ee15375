import { startTransition, useId, useOptimistic } from 'react';
import {
  CHANNEL_LABELS,
  LOCKED_NOTE,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
} from '../../../../contract/notification-channels';
import type { NotificationPreference } from '../../../../contract/notifications';
import {
  usePreferences,
  useChangePreference,
  withSwitch,
  type PreferenceChange,
} from '../api/preferences';
import { isKindOf, kindLabel, type NotificationAudience } from '../audience';

/**
 * The kinds of the user's audience × the three channels, one native checkbox each («Письмо: Новый отзыв»):
 * a table on a wide screen, a card per kind on a phone (CSS only). A change is saved at once.
 */
export function PreferenceGrid({ audience }: { audience: NotificationAudience }) {
  const preferences = usePreferences();
  const change = useChangePreference();
  const noteId = useId();
  // The box shows its new state within the click itself: the cache's copy changes a moment later, and a
  // controlled checkbox would stay as it was until then.
  const [shownRows, showChange] = useOptimistic(
    preferences.data,
    (rows, shown: PreferenceChange) => rows && withSwitch(shown)(rows),
  );

  if (shownRows === undefined) {
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

  const rows = shownRows.filter((row) => isKindOf(audience)(row.kind));
  const hasLocked = rows.some((row) => row.locked);
  const toggle = (row: NotificationPreference, channel: NotificationChannel, on: boolean) =>
    startTransition(async () => {
      const shown = { kind: row.kind, channel, on };
      showChange(shown);
      // A refusal goes back in the cache and says so in a toast (the mutation's own handlers).
      await change.mutateAsync(shown).catch(() => undefined);
    });

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
