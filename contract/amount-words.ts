import { pluralForm, type PluralForms } from './plural';

// An invoice's total in words, as Russian invoices write it: roubles in words, kopecks in figures.

const UNITS_MASCULINE = [
  '',
  'один',
  'два',
  'три',
  'четыре',
  'пять',
  'шесть',
  'семь',
  'восемь',
  'девять',
];
const UNITS_FEMININE = ['', 'одна', 'две', ...UNITS_MASCULINE.slice(3)];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** The groups of three digits above the units, highest first; тысяча is feminine («одна», «две»). */
const SCALES: readonly { size: number; forms: PluralForms; feminine: boolean }[] = [
  { size: 1e9, forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
  { size: 1e6, forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { size: 1e3, forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
];

const RUBLES: PluralForms = ['рубль', 'рубля', 'рублей'];
const KOPECKS: PluralForms = ['копейка', 'копейки', 'копеек'];

/** The largest amount written: just under a trillion. */
export const AMOUNT_WORDS_MAX = 999_999_999_999;

/** 1…999 in words. */
function triad(n: number, feminine: boolean): string[] {
  const units = feminine ? UNITS_FEMININE : UNITS_MASCULINE;
  const tensAndUnits = n % 100;
  const words = [HUNDREDS[Math.floor(n / 100)]!];
  if (tensAndUnits >= 10 && tensAndUnits < 20) words.push(TEENS[tensAndUnits - 10]!);
  else words.push(TENS[Math.floor(tensAndUnits / 10)]!, units[tensAndUnits % 10]!);
  return words.filter(Boolean);
}

/** Whole roubles in words, lower case, without the currency: 14900 → «четырнадцать тысяч девятьсот». */
function integerWords(n: number): string {
  if (n === 0) return 'ноль';
  const words: string[] = [];
  let rest = n;
  for (const { size, forms, feminine } of SCALES) {
    const group = Math.floor(rest / size);
    rest %= size;
    if (group > 0) words.push(...triad(group, feminine), pluralForm(group, forms));
  }
  if (rest > 0) words.push(...triad(rest, false));
  return words.join(' ');
}

/**
 * «Четырнадцать тысяч девятьсот рублей 00 копеек»: whole roubles (0…999 999 999 999) in words, the kopecks
 * (0…99) in two figures. Throws on a negative, fractional or too large amount.
 */
export function amountInWords(rubles: number, kopecks = 0): string {
  if (!Number.isInteger(rubles) || rubles < 0 || rubles > AMOUNT_WORDS_MAX)
    throw new RangeError(
      `amountInWords: roubles must be an integer 0…${AMOUNT_WORDS_MAX}, got ${rubles}`,
    );
  if (!Number.isInteger(kopecks) || kopecks < 0 || kopecks > 99)
    throw new RangeError(`amountInWords: kopecks must be an integer 0…99, got ${kopecks}`);
  const words = integerWords(rubles);
  const kopecksText = String(kopecks).padStart(2, '0');
  return (
    `${words[0]!.toUpperCase()}${words.slice(1)} ${pluralForm(rubles, RUBLES)} ` +
    `${kopecksText} ${pluralForm(kopecks, KOPECKS)}`
  );
}

const NBSP = '\u00a0';

/** An amount of kopecks in figures as invoices write it: 1490000 → «14 900,00» (thousands by a no-break space). */
export function formatMoney(kopecks: number): string {
  if (!Number.isInteger(kopecks) || kopecks < 0)
    throw new RangeError(`formatMoney: kopecks must be a non-negative integer, got ${kopecks}`);
  const rubles = String(Math.floor(kopecks / 100)).replace(/\B(?=(\d{3})+$)/g, NBSP);
  return `${rubles},${String(kopecks % 100).padStart(2, '0')}`;
}
