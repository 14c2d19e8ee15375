import { citiesQueryOptions } from '../../lib/reference/get-cities';
import { useCity } from '../../lib/reference/get-city';
import type { City } from '../../../contract/reference';
import { useServerSearch, type ServerSearch } from './use-server-search';

const cityTexts = {
  placeholder: 'Начните вводить название',
  searching: 'Ищем…',
  notFound: 'Город не найден',
};

/** A city searched by name on the server: the core of `CityPicker` (antd) and `CityCombobox` (plain). */
export function useCitySearch(value: number | null | undefined): ServerSearch<City> {
  const search = useServerSearch(citiesQueryOptions);
  // The chosen city's name (a saved one has only its id); a pick puts it in the cache first.
  const chosen = useCity(value, value != null);
  return { ...search, chosen: value == null ? null : (chosen.data ?? null), texts: cityTexts };
}
