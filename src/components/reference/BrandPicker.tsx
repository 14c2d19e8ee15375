import type { Named } from './use-server-search';
import { useBrandSearch } from './brand-search';
import { SearchPicker, type PickerControl } from './SearchPicker';

/**
 * A brand of the catalogue, found by typing its name (the server searches); an antd Form control. `chosen`:
 * the saved brand, shown before any search finds it (brands have no detail endpoint).
 */
export function BrandPicker({ chosen, ...control }: PickerControl & { chosen?: Named | null }) {
  return <SearchPicker {...control} search={useBrandSearch(control.value, chosen)} />;
}
