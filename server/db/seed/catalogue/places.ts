// Where generated demo agencies sit: head-office cities with the forms a description needs, the region code of
// a Russian ИНН, and the working language a city brings. Every city is listed in ../data/countries.ts.

export interface HomeCity {
  countryCode: string;
  name: string;
  /** «из Казани» */
  from: string;
  /** First two digits of a local ИНН; null abroad (a foreign company has none). */
  innRegion: string | null;
  /** A local language besides Russian, by code from ../data/languages.ts */
  language?: string;
  /** How often it is drawn, relative to the others. */
  weight: number;
}

export const HOME_CITIES: HomeCity[] = [
  { countryCode: 'RU', name: 'Москва', from: 'из Москвы', innRegion: '77', weight: 12 },
  {
    countryCode: 'RU',
    name: 'Санкт-Петербург',
    from: 'из Санкт-Петербурга',
    innRegion: '78',
    weight: 6,
  },
  { countryCode: 'RU', name: 'Новосибирск', from: 'из Новосибирска', innRegion: '54', weight: 2 },
  {
    countryCode: 'RU',
    name: 'Екатеринбург',
    from: 'из Екатеринбурга',
    innRegion: '66',
    weight: 2,
  },
  {
    countryCode: 'RU',
    name: 'Казань',
    from: 'из Казани',
    innRegion: '16',
    language: 'tt',
    weight: 2,
  },
  {
    countryCode: 'RU',
    name: 'Нижний Новгород',
    from: 'из Нижнего Новгорода',
    innRegion: '52',
    weight: 1,
  },
  { countryCode: 'RU', name: 'Краснодар', from: 'из Краснодара', innRegion: '23', weight: 2 },
  {
    countryCode: 'RU',
    name: 'Ростов-на-Дону',
    from: 'из Ростова-на-Дону',
    innRegion: '61',
    weight: 1,
  },
  { countryCode: 'RU', name: 'Самара', from: 'из Самары', innRegion: '63', weight: 1 },
  { countryCode: 'RU', name: 'Пермь', from: 'из Перми', innRegion: '59', weight: 1 },
  { countryCode: 'RU', name: 'Воронеж', from: 'из Воронежа', innRegion: '36', weight: 1 },
  { countryCode: 'RU', name: 'Уфа', from: 'из Уфы', innRegion: '02', weight: 1 },
  { countryCode: 'RU', name: 'Томск', from: 'из Томска', innRegion: '70', weight: 1 },
  { countryCode: 'RU', name: 'Калининград', from: 'из Калининграда', innRegion: '39', weight: 1 },
  { countryCode: 'RU', name: 'Сочи', from: 'из Сочи', innRegion: '23', weight: 1 },
  { countryCode: 'RU', name: 'Владивосток', from: 'из Владивостока', innRegion: '25', weight: 1 },
  { countryCode: 'RU', name: 'Тюмень', from: 'из Тюмени', innRegion: '72', weight: 1 },
  { countryCode: 'RU', name: 'Ярославль', from: 'из Ярославля', innRegion: '76', weight: 1 },
  {
    countryCode: 'KZ',
    name: 'Алматы',
    from: 'из Алматы',
    innRegion: null,
    language: 'kk',
    weight: 1,
  },
  {
    countryCode: 'BY',
    name: 'Минск',
    from: 'из Минска',
    innRegion: null,
    language: 'be',
    weight: 1,
  },
  {
    countryCode: 'UZ',
    name: 'Ташкент',
    from: 'из Ташкента',
    innRegion: null,
    language: 'uz',
    weight: 1,
  },
  {
    countryCode: 'AM',
    name: 'Ереван',
    from: 'из Еревана',
    innRegion: null,
    language: 'hy',
    weight: 1,
  },
  {
    countryCode: 'GE',
    name: 'Тбилиси',
    from: 'из Тбилиси',
    innRegion: null,
    language: 'ka',
    weight: 1,
  },
  {
    countryCode: 'AE',
    name: 'Дубай',
    from: 'из Дубая',
    innRegion: null,
    language: 'ar',
    weight: 1,
  },
  {
    countryCode: 'RS',
    name: 'Белград',
    from: 'из Белграда',
    innRegion: null,
    language: 'sr',
    weight: 1,
  },
];

/** Cities an agency often also works in, besides its head office. */
export const BRANCH_CITIES: { countryCode: string; name: string }[] = [
  { countryCode: 'RU', name: 'Москва' },
  { countryCode: 'RU', name: 'Санкт-Петербург' },
  { countryCode: 'RU', name: 'Екатеринбург' },
  { countryCode: 'RU', name: 'Казань' },
  { countryCode: 'RU', name: 'Новосибирск' },
  { countryCode: 'RU', name: 'Краснодар' },
  { countryCode: 'RU', name: 'Сочи' },
  { countryCode: 'KZ', name: 'Алматы' },
  { countryCode: 'KZ', name: 'Астана' },
  { countryCode: 'BY', name: 'Минск' },
  { countryCode: 'AE', name: 'Дубай' },
];
