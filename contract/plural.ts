/** Russian plural forms: one, few, many («1 агентство», «3 агентства», «5 агентств»). */
export type PluralForms = readonly [one: string, few: string, many: string];

/** The form of `forms` that goes with the number `n` (an integer). */
export function pluralForm(n: number, [one, few, many]: PluralForms): string {
  const tens = Math.abs(n) % 100;
  const units = tens % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

/** «5 агентств»: the number and its word. */
export const plural = (n: number, forms: PluralForms) => `${n} ${pluralForm(n, forms)}`;

/** «агентство»: the noun counted most often. */
export const AGENCY_FORMS: PluralForms = ['агентство', 'агентства', 'агентств'];

/** «Подходит 1 агентство», «Подходят 3 агентства»: the verb before a count agrees with it too. */
export const FITS_FORMS: PluralForms = ['Подходит', 'Подходят', 'Подходят'];

/** «через 1 секунду», «через 3 секунды», «через 5 секунд»: seconds after «через» (accusative). */
export const SECONDS_AFTER_FORMS: PluralForms = ['секунду', 'секунды', 'секунд'];
