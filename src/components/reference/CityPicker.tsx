import { Select } from 'antd';
import { CLEARABLE } from '../antd-provider/clearable';
import { useCities } from '../../lib/reference/get-cities';
import { useCity } from '../../lib/reference/get-city';
import { useSearchText } from '../../hooks/use-search-text';

type CityPickerProps = {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
};

/** A city chosen by typing its name (the server searches); an antd Form control. */
export function CityPicker({ id, value, onChange }: CityPickerProps) {
  const { setTyped, search } = useSearchText();

  const cities = useCities(search);
  const listed = cities.data ?? [];
  const missing = value != null && !listed.some((city) => city.id === value);
  const chosen = useCity(value, missing);
  const options = [...(missing && chosen.data ? [chosen.data] : []), ...listed].map((city) => ({
    value: city.id,
    label: city.name,
  }));

  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear={CLEARABLE}
      loading={cities.isFetching}
      placeholder="Начните вводить название"
      notFoundContent={cities.isFetching ? 'Ищем…' : 'Город не найден'}
    />
  );
}
