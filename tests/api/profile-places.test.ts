import { describe, expect, it } from 'vitest';
import type {
  ContractorLanguage,
  IndustryContractor,
  LocationContractor,
} from '../../contract/profile';
import { PROFILE_MESSAGES } from '../../contract/profile-rules';
import { missingPk } from '../../server/http/references';
import {
  cityNotIn,
  countryNotIn,
  industryNotIn,
  insertIndustry,
  insertLanguage,
  insertLocation,
  languageNotIn,
  profileState,
  profileVersion,
  twoCountries,
} from './helpers/profile';
import { useProfileApp } from './helpers/profile-setup';

// An agency's industries, places of work and languages.

const { app, as, agency, unchanged, refusedToOthers } = useProfileApp();
const IC = '/industry/api/v1/industry-contractor';
const LC = '/location/api/v1/location-contractors';
const LANG = '/contractor/api/v1/contractor-languages';

/** The write bumped the agency's profile version by one. */
async function bumps<T>(action: () => Promise<T>): Promise<T> {
  const before = await profileVersion(app(), agency('leader'));
  const result = await action();
  expect((await profileVersion(app(), agency('leader'))).version).toBe(before.version + 1);
  return result;
}

describe('industry-contractor', () => {
  it('adds an industry, refuses it twice and an unknown one, removes it', async () => {
    const leader = agency('leader');
    const industry = (await industryNotIn(app(), leader)).id;
    const res = await bumps(() =>
      as('manager')<IndustryContractor>('POST', `${IC}/`, { industry }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ contractor: leader, industry: { id: industry } });

    for (const [body, errors] of [
      [{ industry }, { industry: [PROFILE_MESSAGES.industryTaken] }],
      [{ industry: 999_999 }, { industry: [missingPk(999_999)] }],
      [{ industry: 'один' }, { industry: ['Введите целое число.'] }],
      [{ industry, contractor: 1 }, { contractor: ['Неизвестное поле.'] }],
    ] as const) {
      const refused = await unchanged(leader, () => as('leader')('POST', `${IC}/`, body));
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(errors);
    }

    expect((await bumps(() => as('leader')('DELETE', `${IC}/${res.body.id}/`))).status).toBe(204);
    expect((await profileState(app(), leader)).industries.map((r) => r.industryId)).not.toContain(
      industry,
    );
    expect((await as('leader')('DELETE', `${IC}/${res.body.id}/`)).status).toBe(404);
  });

  it('adds to the caller’s own agency: the other agency’s leader adds to his', async () => {
    const other = agency('otherLeader');
    const industry = (await industryNotIn(app(), other)).id;
    const res = await unchanged(agency('leader'), () =>
      as('otherLeader')('POST', `${IC}/`, { industry }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contractor: other });
  });

  it('is refused to everyone outside the leader’s editors', async () => {
    const industry = (await industryNotIn(app(), agency('leader'))).id;
    await refusedToOthers('POST', `${IC}/`, { industry }, false);
    const row = await insertIndustry(app(), agency('leader'));
    await refusedToOthers('DELETE', `${IC}/${row.id}/`, undefined);
  });
});

describe('location-contractors', () => {
  it('adds a whole country and a city of it; the same place twice is refused', async () => {
    const leader = agency('leader');
    const country = (await countryNotIn(app(), leader)).id;
    const whole = await bumps(() =>
      as('leader')<LocationContractor>('POST', `${LC}/`, { country }),
    );
    expect(whole.status, JSON.stringify(whole.body)).toBe(201);
    expect(whole.body).toMatchObject({ contractor: leader, country: { id: country }, city: null });

    const city = await cityNotIn(app(), leader);
    const inCity = await as('manager')<LocationContractor>('POST', `${LC}/`, {
      country: city.country,
      city: city.id,
    });
    expect(inCity.status).toBe(201);
    expect(inCity.body.city).toMatchObject({ id: city.id, country: city.country });

    for (const body of [
      { country },
      { country, city: null },
      { country: city.country, city: city.id },
    ]) {
      const twice = await unchanged(leader, () => as('leader')('POST', `${LC}/`, body));
      expect(twice.status, JSON.stringify(body)).toBe(400);
      expect(twice.body).toEqual({ non_field_errors: [PROFILE_MESSAGES.locationTaken] });
    }
  });

  it('refuses a city of another country, unknown places and unknown fields, changing nothing', async () => {
    const leader = agency('leader');
    const { first, second } = await twoCountries(app());
    for (const [body, errors] of [
      [
        { country: first.country, city: second.city },
        { city: [PROFILE_MESSAGES.cityOfAnotherCountry] },
      ],
      [{ country: 999_999 }, { country: [missingPk(999_999)] }],
      [{ country: first.country, city: 999_999 }, { city: [missingPk(999_999)] }],
      [{ city: first.city }, { country: ['Обязательное поле.'] }],
      [{ country: first.country, region: 'Юг' }, { region: ['Неизвестное поле.'] }],
    ] as const) {
      const res = await unchanged(leader, () => as('leader')('POST', `${LC}/`, body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(errors);
    }
  });

  it('changes a place, checking it whole: a new country with the old city is refused', async () => {
    const leader = agency('leader');
    const row = await insertLocation(app(), leader);
    const { first, second } = await twoCountries(app());
    const otherCountry = row.countryId === first.country ? second.country : first.country;
    const refused = await unchanged(leader, () =>
      as('leader')('PATCH', `${LC}/${row.id}/`, { country: otherCountry }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ city: [PROFILE_MESSAGES.cityOfAnotherCountry] });

    const wholeCountry = await bumps(() =>
      as('manager')<LocationContractor>('PATCH', `${LC}/${row.id}/`, {
        country: otherCountry,
        city: null,
      }),
    );
    expect(wholeCountry.status, JSON.stringify(wholeCountry.body)).toBe(200);
    expect(wholeCountry.body).toMatchObject({
      id: row.id,
      country: { id: otherCountry },
      city: null,
    });

    // Onto a place the agency already lists.
    const listed = await insertLocation(app(), leader);
    const clash = await unchanged(leader, () =>
      as('leader')('PATCH', `${LC}/${row.id}/`, { country: listed.countryId, city: listed.cityId }),
    );
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ non_field_errors: [PROFILE_MESSAGES.locationTaken] });
    // A row «changed» to itself is no duplicate.
    expect(
      (await as('leader')('PATCH', `${LC}/${listed.id}/`, { city: listed.cityId })).status,
    ).toBe(200);
  });

  it('removes a place; another agency’s place is a 404 and everyone else is refused', async () => {
    const row = await insertLocation(app(), agency('leader'));
    await refusedToOthers('PATCH', `${LC}/${row.id}/`, { city: null });
    await refusedToOthers('DELETE', `${LC}/${row.id}/`, undefined);
    const city = await cityNotIn(app(), agency('leader'));
    await refusedToOthers('POST', `${LC}/`, { country: city.country, city: city.id }, false);
    expect((await bumps(() => as('leader')('DELETE', `${LC}/${row.id}/`))).status).toBe(204);
    expect((await profileState(app(), agency('leader'))).locations.map((l) => l.id)).not.toContain(
      row.id,
    );
  });
});

describe('contractor-languages', () => {
  it('adds a language, refuses it twice and an unknown one, removes it', async () => {
    const leader = agency('leader');
    const language = (await languageNotIn(app(), leader)).id;
    const res = await bumps(() =>
      as('leader')<ContractorLanguage>('POST', `${LANG}/`, { language }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      contractor: leader,
      language: { id: language, code: expect.any(String) as string },
    });
    for (const [body, errors] of [
      [{ language }, { language: [PROFILE_MESSAGES.languageTaken] }],
      [{ language: 999_999 }, { language: [missingPk(999_999)] }],
      [{}, { language: ['Обязательное поле.'] }],
    ] as const) {
      const refused = await unchanged(leader, () => as('manager')('POST', `${LANG}/`, body));
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(errors);
    }
    expect((await bumps(() => as('manager')('DELETE', `${LANG}/${res.body.id}/`))).status).toBe(
      204,
    );
  });

  it('is refused to everyone outside the leader’s editors', async () => {
    const language = (await languageNotIn(app(), agency('leader'))).id;
    await refusedToOthers('POST', `${LANG}/`, { language }, false);
    const row = await insertLanguage(app(), agency('leader'));
    await refusedToOthers('DELETE', `${LANG}/${row.id}/`, undefined);
  });
});
