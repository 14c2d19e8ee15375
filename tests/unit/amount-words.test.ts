import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_WORDS_MAX, amountInWords, formatMoney } from '../../contract/amount-words';

describe('amountInWords', () => {
  it('writes the roubles in words with the right form of «рубль»', () => {
    const cases: [number, string][] = [
      [0, 'Ноль рублей 00 копеек'],
      [1, 'Один рубль 00 копеек'],
      [2, 'Два рубля 00 копеек'],
      [5, 'Пять рублей 00 копеек'],
      [11, 'Одиннадцать рублей 00 копеек'],
      [14, 'Четырнадцать рублей 00 копеек'],
      [21, 'Двадцать один рубль 00 копеек'],
      [100, 'Сто рублей 00 копеек'],
      [112, 'Сто двенадцать рублей 00 копеек'],
      [999, 'Девятьсот девяносто девять рублей 00 копеек'],
    ];
    for (const [rubles, words] of cases) expect(amountInWords(rubles), String(rubles)).toBe(words);
  });

  it('тысяча is feminine; миллион and миллиард are masculine', () => {
    const cases: [number, string][] = [
      [1_000, 'Одна тысяча рублей 00 копеек'],
      [2_000, 'Две тысячи рублей 00 копеек'],
      [5_000, 'Пять тысяч рублей 00 копеек'],
      [11_000, 'Одиннадцать тысяч рублей 00 копеек'],
      [21_000, 'Двадцать одна тысяча рублей 00 копеек'],
      [14_900, 'Четырнадцать тысяч девятьсот рублей 00 копеек'],
      [1_000_000, 'Один миллион рублей 00 копеек'],
      [2_000_000, 'Два миллиона рублей 00 копеек'],
      [1_002_001, 'Один миллион две тысячи один рубль 00 копеек'],
      [
        12_345_678,
        'Двенадцать миллионов триста сорок пять тысяч шестьсот семьдесят восемь рублей 00 копеек',
      ],
      [2_000_000_000, 'Два миллиарда рублей 00 копеек'],
      [
        AMOUNT_WORDS_MAX,
        'Девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов ' +
          'девятьсот девяносто девять тысяч девятьсот девяносто девять рублей 00 копеек',
      ],
    ];
    for (const [rubles, words] of cases) expect(amountInWords(rubles), String(rubles)).toBe(words);
  });

  it('writes the kopecks in two figures with the right form of «копейка»', () => {
    expect(amountInWords(0, 1)).toBe('Ноль рублей 01 копейка');
    expect(amountInWords(3, 2)).toBe('Три рубля 02 копейки');
    expect(amountInWords(1, 5)).toBe('Один рубль 05 копеек');
    expect(amountInWords(1, 11)).toBe('Один рубль 11 копеек');
    expect(amountInWords(1, 21)).toBe('Один рубль 21 копейка');
    expect(amountInWords(2_686, 89)).toBe('Две тысячи шестьсот восемьдесят шесть рублей 89 копеек');
  });

  it('throws on a negative, fractional or too large amount, or on bad kopecks', () => {
    for (const rubles of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, AMOUNT_WORDS_MAX + 1])
      expect(() => amountInWords(rubles), String(rubles)).toThrow(RangeError);
    for (const kopecks of [-1, 0.5, 100])
      expect(() => amountInWords(1, kopecks), String(kopecks)).toThrow(RangeError);
  });

  it('any amount gives one capitalised line of Cyrillic words ending with the kopecks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: AMOUNT_WORDS_MAX }),
        fc.integer({ min: 0, max: 99 }),
        (rubles, kopecks) => {
          const words = amountInWords(rubles, kopecks);
          expect(words).toMatch(/^[А-Я][а-яё]*( [а-яё]+)* руб(ль|ля|лей) \d\d копе(йка|йки|ек)$/);
          expect(words).toContain(` ${String(kopecks).padStart(2, '0')} `);
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it('groups the roubles by thousands and always shows two kopeck figures', () => {
    expect(formatMoney(0)).toBe('0,00');
    expect(formatMoney(5)).toBe('0,05');
    expect(formatMoney(99_900)).toBe('999,00');
    expect(formatMoney(1_490_000)).toBe('14\u00a0900,00');
    expect(formatMoney(268_689)).toBe('2\u00a0686,89');
    expect(formatMoney(123_456_789_01)).toBe('123\u00a0456\u00a0789,01');
  });

  it('throws on a negative or fractional amount', () => {
    for (const kopecks of [-1, 0.5]) expect(() => formatMoney(kopecks)).toThrow(RangeError);
  });
});
