import { Select } from 'antd';
import { useServiceRanges } from '../../lib/reference/get-service-ranges';

type ServiceRangePickerProps = {
  service: number;
  /** The service's name, for the screen reader's label. */
  serviceName: string;
  value: number | null;
  onChange: (range: number) => void;
  status?: 'error';
};

/** The price band of a typical project for one service. */
export function ServiceRangePicker({
  service,
  serviceName,
  value,
  onChange,
  status,
}: ServiceRangePickerProps) {
  const ranges = useServiceRanges(service);
  return (
    <Select
      aria-label={`Стоимость: ${serviceName}`}
      placeholder="Бюджет проекта"
      value={value ?? undefined}
      onChange={onChange}
      options={(ranges.data ?? []).map((band) => ({ value: band.id, label: band.name }))}
      loading={ranges.isPending}
      status={status}
    />
  );
}
