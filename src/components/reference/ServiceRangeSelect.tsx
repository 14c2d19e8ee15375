import { useServiceRanges } from '../../lib/reference/get-service-ranges';
import './plain-pickers.css';

type ServiceRangeSelectProps = {
  id: string;
  service: number;
  /** The service's name, for the select's accessible name. */
  serviceName: string;
  value: number | null;
  onChange: (range: number) => void;
  /** A request on its way: the select stays focusable (`aria-disabled`) and ignores a change. */
  busy?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** The price band of a typical project for one service, a native select. */
export function ServiceRangeSelect({
  id,
  service,
  serviceName,
  value,
  onChange,
  busy,
  ...aria
}: ServiceRangeSelectProps) {
  const ranges = useServiceRanges(service);
  return (
    <select
      id={id}
      {...aria}
      aria-label={`Стоимость: ${serviceName}`}
      aria-disabled={busy || undefined}
      className="input select"
      value={value ?? ''}
      onChange={(event) => {
        if (!busy) onChange(Number(event.target.value));
      }}
    >
      <option value="" disabled>
        {ranges.isPending ? 'Загружаем цены…' : 'Бюджет проекта'}
      </option>
      {(ranges.data ?? []).map((band) => (
        <option key={band.id} value={band.id}>
          {band.name}
        </option>
      ))}
    </select>
  );
}
