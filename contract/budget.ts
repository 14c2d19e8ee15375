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
