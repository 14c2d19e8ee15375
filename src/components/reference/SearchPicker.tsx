import { Select } from 'antd';
import { CLEARABLE } from '../antd-provider/clearable';
import type { Named, ServerSearch } from './use-server-search';

/** What an antd Form.Item gives its control. */
export type PickerControl = {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
};

/**
 * A search picker's antd renderer (an antd Form control): a Select of what the server found for the typed
 * text, the chosen item first while no search lists it (so the field shows its name, not its id).
 */
export function SearchPicker<Item extends Named>({
  id,
  value,
  onChange,
  search,
}: PickerControl & { search: ServerSearch<Item> }) {
  const { items, chosen, searching, texts } = search;
  const unlisted = chosen && !items.some((item) => item.id === chosen.id) ? [chosen] : [];
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
      options={[...unlisted, ...items].map((item) => ({ value: item.id, label: item.name }))}
      showSearch={{ filterOption: false, onSearch: search.setTyped }}
      allowClear={CLEARABLE}
      loading={searching}
      placeholder={texts.placeholder}
      notFoundContent={searching ? texts.searching : texts.notFound}
    />
  );
}
