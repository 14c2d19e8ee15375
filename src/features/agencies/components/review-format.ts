import { ratingValue } from '../../../../contract/rating';

// How reviews read on an agency's page. Deterministic: the server renders them and the browser hydrates
// the same text (decimals by hand, days in Moscow time whatever the reader's zone).

/** «4,3»: an average with one decimal and a Russian comma, as every rating reads. */
export const scoreText = ratingValue;

/** «★★★★☆» for 4 of 5. */
export const starsText = (value: number) => {
  const full = Math.round(value);
  return '★'.repeat(full) + '☆'.repeat(Math.max(0, 5 - full));
};

const MOSCOW_DAY = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

/** «1 марта 2026» (without Intl's trailing «г.»). */
export const reviewDay = (iso: string) => MOSCOW_DAY.format(new Date(iso)).replace(/\s*г\.$/, '');
