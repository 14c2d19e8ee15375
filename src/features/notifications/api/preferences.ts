import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { NotificationChannel } from '../../../../contract/notification-channels';
import type { NotificationKind } from '../../../../contract/notification-events';
import type { NotificationPreference } from '../../../../contract/notifications';
import { callApi } from '../../../lib/api-client';

/** GET …/preferences/: every kind's row (the server filters nothing: the screen shows the user's audience). */
export const PREFERENCES_KEY = ['notifications', 'preferences'] as const;

export const preferencesOptions = () =>
  queryOptions({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => callApi(API.notification.preferences, { signal }),
    // Shown from the saved copy at once, but always asked again: it may have changed since (another device,
    // or a change made just before a reload, which the saved copy may predate).
    staleTime: 0,
    meta: { errorMessage: 'Не удалось загрузить настройки уведомлений' },
  });

export const usePreferences = () => useQuery(preferencesOptions());

export type PreferenceChange = {
  kind: NotificationKind;
  channel: NotificationChannel;
  on: boolean;
};

/** The grid with one switch changed: what the screen shows while the change is on its way. */
export const withSwitch =
  ({ kind, channel, on }: PreferenceChange) =>
  (rows: NotificationPreference[]) =>
    rows.map((row) => (row.kind === kind ? { ...row, [channel]: on } : row));

/**
 * PATCH …/preferences/{kind}/ with one channel: on screen at once, back as it was (with the error toast)
 * when the server refuses or cannot be reached. Only that switch goes back: another change sent meanwhile
 * keeps its own outcome.
 */
export function useChangePreference() {
  const client = useQueryClient();
  const apply = (change: PreferenceChange) =>
    client.setQueryData<NotificationPreference[]>(PREFERENCES_KEY, (rows) =>
      rows ? withSwitch(change)(rows) : rows,
    );
  return useMutation({
    mutationKey: PREFERENCES_KEY,
    // One change after another: two quick clicks on a box reach the server in the order they were made, and
    // the last to settle is alone in knowing it is the last.
    scope: { id: 'notification-preferences' },
    mutationFn: ({ kind, channel, on }: PreferenceChange) =>
      callApi(API.notification.preferenceUpdate, {
        params: { kind },
        body: { [channel]: on },
      }),
    // Offline it fails at once (and goes back) rather than waiting paused with the box showing a change.
    networkMode: 'always',
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: PREFERENCES_KEY });
      apply(change);
    },
    onError: (_error, change) => apply({ ...change, on: !change.on }),
    // The server's grid once the last change is in: earlier, it would undo a change still on its way.
    onSettled: () =>
      client.isMutating({ mutationKey: PREFERENCES_KEY }) === 1
        ? client.invalidateQueries({ queryKey: PREFERENCES_KEY })
        : undefined,
    meta: { errorMessage: 'Не удалось сохранить настройку уведомлений. Попробуйте ещё раз.' },
  });
}
