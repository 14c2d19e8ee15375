import { BUDGET_BANDS, type BudgetBand } from '../../../../contract/budget';
import { PROJECT_STATUSES, type ProjectStatus } from '../../../../contract/project-rules';

const MONTHS = ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];

/** «12 мар 2027» from a calendar date `YYYY-MM-DD` (read as written: no time zone moves it). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** «с 1 мар 2027 до 30 июн 2027», or what is known of it. */
export function formatDates(start: string | null, deadline: string | null): string {
  if (start && deadline) return `${formatDay(start)} — ${formatDay(deadline)}`;
  if (start) return `с ${formatDay(start)}`;
  if (deadline) return `до ${formatDay(deadline)}`;
  return 'Сроки не указаны';
}

export const budgetLabel = (budget: BudgetBand | null) =>
  budget ? BUDGET_BANDS[budget] : 'Бюджет не указан';

export const statusLabel = (status: ProjectStatus) => PROJECT_STATUSES[status];

/** Antd tag colours of the statuses. */
export const STATUS_COLORS: Record<ProjectStatus, string> = {
  draft: 'default',
  matching: 'green',
  tender: 'blue',
  in_work: 'gold',
  completed: 'cyan',
  closed: 'default',
};
