import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

type Brand = { id: number; name: string };

type CaseBrandPickerProps = {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The brand the case names now: its name shows before any search. */
  initial?: Brand | null;
};

const BRANDS_SHOWN = 20;

/** A known brand, found by its name on the server (the list is long); an antd Form control. */
export function CaseBrandPicker({ id, value, onChange, initial }: CaseBrandPickerProps) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const brands = useQuery({
    queryKey: ['brands', 'search', deferred],
    queryFn: ({ signal }) =>
      callApi(API.case.brands, {
        query: { search: deferred, page_size: BRANDS_SHOWN },
        signal,
      }).then((page) => page.results),
    placeholderData: (previous) => previous,
    staleTime: 10 * 60 * 1000,
    meta: { errorMessage: 'Не удалось загрузить список брендов' },
  });
  const found: Brand[] = brands.data ?? [];
  const options = [
    ...(initial && !found.some((brand) => brand.id === initial.id) ? [initial] : []),
    ...found,
  ].map((brand) => ({ value: brand.id, label: brand.name }));
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      loading={brands.isFetching}
      notFoundContent={brands.isFetching ? 'Ищем…' : 'Такого бренда нет'}
      placeholder="Начните вводить название"
    />
  );
}
