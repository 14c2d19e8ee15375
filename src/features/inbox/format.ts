import { BUDGET_BANDS, type BudgetBand } from '../../../contract/budget';
import {
  CANDIDATE_STATUSES,
  RECEIVED_INVITATION_STATUSES,
  type CandidateStatus,
  type InvitationStatus,
} from '../../../contract/tender-rules';

// Dates and labels of the inbox without dayjs (its code and locale stay off the screens' first visit).

// Made when formatting, so the visitor's zone is read then (it can change while the app is open, or in a test).
const dayMonth = () => new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' });
const dayMonthYear = () =>
  new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
const hourMinute = () => new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });

// A calendar date is formatted in UTC, where it was made: no zone moves it to another day.
const calendarDay = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const dayParts = (format: Intl.DateTimeFormat, date: Date) =>
  format
    .formatToParts(date)
    .filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year')
    .map((part) => part.value)
    .join(' ');

/** «12 декабря, 18:00» for a moment (answer-by, a tender's deadline), in the viewer's time zone. */
export const formatMoment = (iso: string) => {
  const date = new Date(iso);
  return `${dayParts(dayMonth(), date)}, ${hourMinute().format(date)}`;
};

/** «25 ноября 2026» for the day of a moment (a review written), in the viewer's time zone. */
export const formatDay = (iso: string) => dayParts(dayMonthYear(), new Date(iso));

/** «1 марта 2027» from a calendar date `YYYY-MM-DD` (read as written: no time zone moves it). */
export const formatCalendarDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return dayParts(calendarDay, new Date(Date.UTC(year!, month! - 1, date)));
};

/** The project's dates: «1 марта 2027 — 30 июня 2027», or what is known of them. */
export function formatDates(start: string | null, deadline: string | null): string {
  if (start && deadline) return `${formatCalendarDay(start)} — ${formatCalendarDay(deadline)}`;
  if (start) return `с ${formatCalendarDay(start)}`;
  if (deadline) return `до ${formatCalendarDay(deadline)}`;
  return 'Сроки не указаны';
}

export const budgetLabel = (budget: BudgetBand | null) =>
  budget ? BUDGET_BANDS[budget] : 'Бюджет не указан';

/** What the agency reads as its place: the candidate's status once in the tender, else the invitation's. */
export const standingLabel = (status: InvitationStatus, candidate: CandidateStatus | null) =>
  candidate ? CANDIDATE_STATUSES[candidate] : RECEIVED_INVITATION_STATUSES[status];

const roubles = new Intl.NumberFormat('ru-RU');
export const formatRoubles = (value: number) => `${roubles.format(value)} ₽`;

/** «4,3» for an average score, «—» when there is none. */
export const formatAverage = (value: number | null) =>
  value === null ? '—' : value.toLocaleString('ru-RU', { maximumFractionDigits: 1 });
