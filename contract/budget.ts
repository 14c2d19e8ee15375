/** The project budget bands (the spec's enumeration): keys travel on the wire, labels are shown. */
export const BUDGET_BANDS = {
  LESS_15M: 'менее 15 млн руб',
  '15M_30M': '15-30 млн руб',
  '30M_100M': '30-100 млн руб',
  '100M_300M': '100-300 млн руб',
  '300M_500M': '300-500 млн руб',
  '500M_1B': '500-1 млрд руб',
  MORE_1B: 'Более 1 млрд руб',
} as const;

export type BudgetBand = keyof typeof BUDGET_BANDS;
export const BUDGET_BAND_KEYS = Object.keys(BUDGET_BANDS) as [BudgetBand, ...BudgetBand[]];

/**
 * What each band means in roubles, the one place that says it: from `min` up to `max` (`null`: no upper bound).
 * Matching compares agencies' price ranges with these.
 */
export const BUDGET_BAND_ROUBLES: Record<BudgetBand, { min: number; max: number | null }> = {
  LESS_15M: { min: 0, max: 15_000_000 },
  '15M_30M': { min: 15_000_000, max: 30_000_000 },
  '30M_100M': { min: 30_000_000, max: 100_000_000 },
  '100M_300M': { min: 100_000_000, max: 300_000_000 },
  '300M_500M': { min: 300_000_000, max: 500_000_000 },
  '500M_1B': { min: 500_000_000, max: 1_000_000_000 },
  MORE_1B: { min: 1_000_000_000, max: null },
};
