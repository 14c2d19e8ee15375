import { describe, expect, it } from 'vitest';
import {
  compactCataloguePage,
  expandCataloguePage,
  lacksNames,
} from '../../contract/catalogue-wire';
import { card, catalogueNames, facets } from '../fixtures/agency';

// The catalogue page between the server's whole form and the wire's (issue 31: ids and counts only, the
// names in their own answer): the app gets the page back whole, and never an option without a name.

const whole = () => ({
  count: 2,
  next: null,
  previous: null,
  results: [card(1, 'Северный ветер'), card(2, 'Пиксель Лаб')],
  facets: {
    ...facets(),
    team_sizes: facets().team_sizes.map((size, index) => ({ ...size, count: index })),
  },
});

describe('the catalogue page on the wire', () => {
  it('sends each option as its id and count, and a card’s tags by id', () => {
    const wire = compactCataloguePage(whole());
    expect(wire.facets.services).toEqual([
      { id: 1, count: 12 },
      { id: 2, count: 5 },
    ]);
    expect(wire.facets.cities).toEqual([
      { id: 6, count: 10 },
      { id: 5, count: 2 },
    ]);
    expect(wire.results[0]!.services[0]).not.toHaveProperty('name');
    expect(wire.results[0]!.industries).toEqual([{ id: 1 }]);
  });

  it('comes back whole with the facet names', () => {
    const page = expandCataloguePage(compactCataloguePage(whole()), catalogueNames());
    expect(page.facets.services).toEqual(whole().facets.services);
    expect(page.facets.cities).toEqual(whole().facets.cities);
    expect(page.results).toEqual(whole().results);
    expect(page.facets.team_sizes.map((size) => size.name)).toEqual([
      'До 10 человек',
      '11–50 человек',
      '51–200 человек',
      '201–500 человек',
      'Более 500 человек',
    ]);
  });

  it('leaves out what the names lack, and says so', () => {
    const wire = compactCataloguePage(whole());
    const names = catalogueNames();
    expect(lacksNames(wire, names)).toBe(false);
    const older = { ...names, cities: names.cities.filter((city) => city.id !== 5) };
    expect(lacksNames(wire, older)).toBe(true);
    const page = expandCataloguePage(wire, older);
    expect(page.facets.cities).toEqual([{ id: 6, name: 'Москва', count: 10 }]);
    const noIndustries = { ...names, industries: [] };
    expect(lacksNames(wire, noIndustries)).toBe(true);
    expect(expandCataloguePage(wire, noIndustries).results[0]!.industries).toEqual([]);
  });
});
