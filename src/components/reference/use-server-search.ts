import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useSearchText } from '../../hooks/use-search-text';

/** An item of a reference list the server searches by name (a city, a brand). */
export type Named = { id: number; name: string };

/** What a search picker shows, in words: the same in its antd and its plain renderer. */
export type SearchTexts = { placeholder: string; searching: string; notFound: string };

/** The core of a search picker: what its renderer (antd's Select, the plain combobox) draws. */
export type ServerSearch<Item extends Named> = {
  typed: string;
  setTyped: (text: string) => void;
  /** What to offer for what was typed. */
  items: Item[];
  /** The chosen item with its name (a saved value has only its id), or null. */
  chosen: Item | null;
  /** The server has not answered what was typed yet (typing, or its request on its way). */
  searching: boolean;
  texts: SearchTexts;
};

type SearchQuery<Item, Key extends QueryKey> = (
  search: string,
) => UseQueryOptions<Item[], Error, Item[], Key>;

/**
 * A reference list the server searches as the user types: what was typed, asked once typing pauses, and the
 * items to offer. Until the server answers what was typed last, the previous answer narrowed to it (never a
 * stale list): that includes the moment `search` catches up while the list is still the previous query's.
 */
export function useServerSearch<Item extends Named, Key extends QueryKey>(
  query: SearchQuery<Item, Key>,
) {
  const { typed, setTyped, search } = useSearchText();
  const found = useQuery({ ...query(search), placeholderData: keepPreviousData });
  const wanted = typed.trim().toLocaleLowerCase('ru');
  const answered = search === typed.trim() && !found.isPlaceholderData;
  const items = (found.data ?? []).filter(
    (item) => answered || item.name.toLocaleLowerCase('ru').includes(wanted),
  );
  const searching = found.isFetching || search !== typed.trim();
  return { typed, setTyped, items, searching };
}
