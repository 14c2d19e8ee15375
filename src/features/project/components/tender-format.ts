import { BUDGET_BAND_ROUBLES, type BudgetBand } from '../../../../contract/budget';
import type { Candidate } from '../../../../contract/tender';
import { dayjs } from '../../../lib/dayjs';

// How a proposal reads against the brief: its price against the budget band, its timeline against the deadline.

export type PriceVerdict = 'over' | 'within' | 'under';
export const PRICE_VERDICTS: Record<PriceVerdict, string> = {
  over: 'Выше бюджета',
  within: 'В бюджете',
  under: 'Ниже бюджета',
};

/** Where a price falls against the band: above its ceiling, inside it, or below its floor. */
export function priceVerdict(price: number, band: BudgetBand): PriceVerdict {
  const { min, max } = BUDGET_BAND_ROUBLES[band];
  if (max !== null && price > max) return 'over';
  if (price < min) return 'under';
  return 'within';
}

export type TimelineVerdict = { fits: boolean; label: string };

const DAY_FORMAT = 'YYYY-MM-DD';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day `YYYY-MM-DD` as a count of days (in UTC: no zone's clock change moves it). */
const dayNumber = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date) / DAY_MS;
};

/**
 * Does the work end by the project's deadline? It starts on the project's start date, or `today` when the
 * start is not set or already past. Null when the project has no deadline.
 */
export function timelineVerdict(
  days: number,
  project: { start_date: string | null; deadline: string | null },
  today: string,
): TimelineVerdict | null {
  if (!project.deadline) return null;
  const start = project.start_date && project.start_date > today ? project.start_date : today;
  const late = dayNumber(start) + days - dayNumber(project.deadline);
  if (late <= 0) return { fits: true, label: 'Успевает к сроку' };
  return { fits: false, label: `Позже срока на ${late} дн.` };
}

/** «1 250 000 ₽» */
export const formatRoubles = (value: number) => `${value.toLocaleString('ru-RU')} ₽`;

/** «12 дек 2026, 18:00» in the viewer's zone. */
export const formatMoment = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

/** Today's date in the viewer's zone, as the project's dates are written. */
export const todayDay = () => dayjs().format(DAY_FORMAT);

/** A candidate that sent its proposal may win; the others may not. */
export const hasProposal = (candidate: Candidate) => candidate.submitted_at !== null;
