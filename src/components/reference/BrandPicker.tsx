import { Select } from 'antd';
import { CLEARABLE } from '../antd-provider/clearable';
import { useBrands } from '../../lib/reference/get-brands';
import { useSearchText } from '../../hooks/use-search-text';

type BrandPickerProps = {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The saved brand, shown before any search finds it (brands have no detail endpoint). */
  chosen?: { id: number; name: string } | null;
};

/** A brand of the catalogue, found by typing its name (the server searches); an antd Form control. */
export function BrandPicker({ id, value, onChange, chosen }: BrandPickerProps) {
  const { setTyped, search } = useSearchText();

  const brands = useBrands(search);
  const listed = brands.data ?? [];
  const missing = chosen && chosen.id === value && !listed.some((brand) => brand.id === value);
  const options = [...(missing ? [chosen] : []), ...listed].map((brand) => ({
    value: brand.id,
    label: brand.name,
  }));

  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear={CLEARABLE}
      loading={brands.isFetching}
      placeholder="Начните вводить название"
      notFoundContent={brands.isFetching ? 'Ищем…' : 'Бренд не найден: укажите название клиента'}
    />
  );
}
