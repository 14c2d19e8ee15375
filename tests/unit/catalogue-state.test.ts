import { describe, expect, it } from 'vitest';
import type { CatalogueFacets } from '../../contract/catalogue';
import {
  catalogueApiQuery,
  catalogueHref,
  catalogueState,
  changed,
  filterCount,
  rubles,
} from '../../src/features/agencies/catalogue-state';
import { relaxations } from '../../src/features/agencies/relax';
import { plural } from '../../contract/plural';

// The catalogue's state in its URL: read once for the page, its server render and its links; what the API
// is asked; which condition to relax when nothing is found.

const state = (query: string) => catalogueState(new URLSearchParams(query));

describe('the catalogue’s URL', () => {
  it('reads every filter, lists repeated or comma-separated, and writes them back in one order', () => {
    const read = state(
      'page=2&ordering=name&city=2&service=8&staff=11-50&service=3,8&search=+ресторан+&price_max=1000000&language=1',
    );
    expect(read).toEqual({
      search: 'ресторан',
      service: [8, 3],
      industry: [],
      language: [1],
      country: null,
      city: 2,
      staff: '11-50',
      priceMax: 1_000_000,
      ordering: 'name',
      page: 2,
    });
    expect(catalogueHref(read)).toBe(
      '/list?search=%D1%80%D0%B5%D1%81%D1%82%D0%BE%D1%80%D0%B0%D0%BD&service=8&service=3&language=1&city=2&staff=11-50&price_max=1000000&ordering=name&page=2',
    );
    expect(catalogueState(new URL(catalogueHref(read), 'http://x').searchParams)).toEqual(read);
  });

  it('drops what the API would refuse, so a hand-edited URL is still a page', () => {
    expect(
      state(
        'service=abc&service=0&service=99999999999&industry=-1&city=1.5&staff=huge&price_max=-5&ordering=drop&page=-1',
      ),
    ).toEqual(state(''));
    expect(state(`search=${'я'.repeat(300)}`).search).toHaveLength(200);
    expect(
      state('service=' + Array.from({ length: 80 }, (_, i) => i + 1).join(',')).service,
    ).toHaveLength(50);
    expect(state('ordering=relevance').ordering).toBeNull(); // the default, not written
  });

  it('asks the API with the team size’s bounds and lists joined by commas', () => {
    expect(catalogueApiQuery(state('service=3&service=8&staff=11-50&country=1'))).toEqual({
      search: undefined,
      service: '3,8',
      industry: undefined,
      language: undefined,
      country: 1,
      city: undefined,
      staff_min: 11,
      staff_max: 50,
      price_max: undefined,
      ordering: undefined,
      page: 1,
    });
    expect(catalogueApiQuery(state('staff=501%2B'))).toMatchObject({
      staff_min: 501,
      staff_max: undefined,
    });
  });

  it('a change of filters starts again from the first page', () => {
    expect(catalogueHref(changed(state('city=2&page=3'), { city: null }))).toBe('/list');
    expect(filterCount(state('search=x&service=1&service=2&city=3&price_max=300000'))).toBe(4);
  });

  it('writes sums of rubles the same everywhere', () => {
    expect(rubles(300_000)).toBe('300 тыс. ₽');
    expect(rubles(1_000_000)).toBe('1 млн ₽');
    expect(rubles(2_500_000)).toBe('2,5 млн ₽');
    expect(rubles(1_234_567)).toBe('1\u00a0234\u00a0567 ₽');
  });

  it('says numbers of agencies in Russian', () => {
    const agencies = ['агентство', 'агентства', 'агентств'] as const;
    expect([0, 1, 2, 5, 11, 12, 21, 22, 25, 111, 101].map((n) => plural(n, agencies))).toEqual([
      '0 агентств',
      '1 агентство',
      '2 агентства',
      '5 агентств',
      '11 агентств',
      '12 агентств',
      '21 агентство',
      '22 агентства',
      '25 агентств',
      '111 агентств',
      '101 агентство',
    ]);
  });
});

describe('what to relax when nothing is found', () => {
  const facets: CatalogueFacets = {
    services: [
      { id: 1, name: 'SMM', count: 0 },
      { id: 2, name: 'Брендинг', count: 4 },
      { id: 3, name: 'PR', count: 1 },
    ],
    industries: [],
    countries: [{ id: 1, name: 'Россия', count: 0 }],
    cities: [
      { id: 5, name: 'Казань', count: 0 },
      { id: 6, name: 'Москва', count: 7 },
    ],
    languages: [],
    team_sizes: [
      { key: '1-10', name: 'До 10 человек', staff_min: 1, staff_max: 10, count: 0 },
      { key: '11-50', name: '11–50 человек', staff_min: 11, staff_max: 50, count: 0 },
    ],
  };

  it('names each chosen condition, the most promising first, with the choices that show agencies', () => {
    const chosen = state('search=ресторан&service=1&city=5&staff=1-10&price_max=300000&page=2');
    expect(relaxations(chosen, facets)).toEqual([
      {
        condition: 'Город: Казань',
        removeHref: catalogueHref({ ...chosen, city: null, page: 1 }),
        alternatives: [
          { label: 'Москва', count: 7, href: catalogueHref({ ...chosen, city: 6, page: 1 }) },
        ],
      },
      {
        condition: 'Услуги: SMM',
        removeHref: catalogueHref({ ...chosen, service: [], page: 1 }),
        alternatives: [
          {
            label: 'Брендинг',
            count: 4,
            href: catalogueHref({ ...chosen, service: [2], page: 1 }),
          },
          { label: 'PR', count: 1, href: catalogueHref({ ...chosen, service: [3], page: 1 }) },
        ],
      },
      {
        condition: 'Размер команды: До 10 человек',
        removeHref: catalogueHref({ ...chosen, staff: null, page: 1 }),
        alternatives: [],
      },
      {
        condition: 'Цена услуги: до 300 тыс. ₽',
        removeHref: catalogueHref({ ...chosen, priceMax: null, page: 1 }),
        alternatives: [],
      },
      {
        condition: 'Поиск: «ресторан»',
        removeHref: catalogueHref({ ...chosen, search: '', page: 1 }),
        alternatives: [],
      },
    ]);
  });

  it('nothing chosen, nothing to relax', () => {
    expect(relaxations(state(''), facets)).toEqual([]);
  });
});
