// The "as of" time of the offline banner: when the data on screen was fetched.
type ShownQuery = {
  state: { data: unknown; dataUpdatedAt: number };
  getObserversCount: () => number;
};

/** The oldest fetch time among queries that are on screen with data, or null when none is. */
export function oldestShownDataTime(queries: readonly ShownQuery[]): number | null {
  let oldest: number | null = null;
  for (const query of queries) {
    const { data, dataUpdatedAt } = query.state;
    if (query.getObserversCount() === 0 || data === undefined || dataUpdatedAt <= 0) continue;
    if (oldest === null || dataUpdatedAt < oldest) oldest = dataUpdatedAt;
  }
  return oldest;
}

/** HH:MM in the visitor's time zone, read when formatting (it can change while the app is open, or in a test). */
export const formatDataTime = (time: number): string =>
  new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' }).format(time);

export const offlineNotice = (shownAt: number | null): string =>
  shownAt === null ? 'Нет соединения' : `Нет соединения · данные на ${formatDataTime(shownAt)}`;
