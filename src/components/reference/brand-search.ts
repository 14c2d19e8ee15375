import { brandsQueryOptions } from '../../lib/reference/get-brands';
import { useServerSearch, type Named, type ServerSearch } from './use-server-search';

const brandTexts = {
  placeholder: 'Начните вводить название',
  searching: 'Ищем…',
  notFound: 'Бренд не найден: укажите название клиента',
};

/**
 * A brand of the catalogue searched by name on the server: the core of `BrandPicker`. Brands have no detail
 * endpoint, so the saved brand (`saved`, with its name) is the chosen one until a search lists it.
 */
export function useBrandSearch(
  value: number | null | undefined,
  saved?: Named | null,
): ServerSearch<Named> {
  const search = useServerSearch(brandsQueryOptions);
  const chosen = saved && saved.id === value ? saved : null;
  return { ...search, chosen, texts: brandTexts };
}
