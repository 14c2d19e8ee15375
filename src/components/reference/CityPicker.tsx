import { useCitySearch } from './city-search';
import { SearchPicker, type PickerControl } from './SearchPicker';

/** A city chosen by typing its name (the server searches); an antd Form control. */
export function CityPicker(control: PickerControl) {
  return <SearchPicker {...control} search={useCitySearch(control.value)} />;
}
