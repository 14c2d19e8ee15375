import { API } from '../api-paths';
import { idParams } from '../drf';
import { locationContractor, locationContractorCreate, locationContractorPatch } from '../profile';
import {
  city,
  cityPage,
  citiesQuery,
  country,
  countryPage,
  language,
  languagePage,
  withContractorsQuery,
} from '../reference';
import {
  requirementLocation,
  requirementLocationCreate,
  requirementLocationPatch,
} from '../requirements';
import { create, detail, list, remove, update, type RouteSchemas } from './route-schema';

const { location } = API;

/** /location/: countries, cities, languages, and the places of an agency and of a project's requirements. */
export const LOCATION_SCHEMAS = {
  [location.countries]: list('Страны', withContractorsQuery, countryPage),
  [location.country]: detail('Страна', country),
  [location.cities]: list('Города', citiesQuery, cityPage),
  [location.city]: detail('Город', city),
  [location.citiesOfCountry]: {
    summary: 'Все города страны, без страниц',
    params: idParams,
    response: { 200: city.array() },
  },
  [location.languages]: list('Языки', withContractorsQuery, languagePage),
  [location.language]: detail('Язык', language),
  [location.locationContractorCreate]: create(
    'Добавить место работы своему агентству: страну или город',
    locationContractorCreate,
    locationContractor,
  ),
  [location.locationContractorUpdate]: update(
    'Изменить место работы своего агентства',
    locationContractorPatch,
    locationContractor,
  ),
  [location.locationContractorRemove]: remove('Убрать место работы своего агентства'),
  [location.locationRequirementCreate]: create(
    'Добавить в требования проекта место работы: страну или город',
    requirementLocationCreate,
    requirementLocation,
  ),
  [location.locationRequirementUpdate]: update(
    'Изменить место работы в требованиях проекта',
    requirementLocationPatch,
    requirementLocation,
  ),
  [location.locationRequirementRemove]: remove('Убрать место работы из требований проекта'),
} as const satisfies RouteSchemas;
