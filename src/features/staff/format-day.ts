// Dates of the team list without dayjs (its code and locale stay off the screen's first visit).
const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' });
const dayMonthYear = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** «20 ноября», or «1 ноября 2026» with the year (no «г.»), in the viewer's time zone. */
export function formatDay(iso: string, { year = false }: { year?: boolean } = {}): string {
  return (year ? dayMonthYear : dayMonth)
    .formatToParts(new Date(iso))
    .filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year')
    .map((part) => part.value)
    .join(' ');
}
