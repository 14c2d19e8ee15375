import type { Service } from '../../../contract/reference';
import { useServices } from '../../lib/reference/get-services';
import './plain-pickers.css';

type ServiceSelectProps = {
  id: string;
  /** Services already chosen: not offered again. */
  chosen: number[];
  onAdd: (service: Service) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** Services grouped by category in a native select that adds one at a time (ServicePicker's plain twin). */
export function ServiceSelect({ id, chosen, onAdd, disabled, ...aria }: ServiceSelectProps) {
  const services = useServices();
  const groups = new Map<string, Service[]>();
  for (const service of services.data ?? []) {
    if (chosen.includes(service.id)) continue;
    groups.set(service.category.name, [...(groups.get(service.category.name) ?? []), service]);
  }
  return (
    <select
      id={id}
      {...aria}
      className="input select"
      value=""
      disabled={disabled || services.isPending}
      onChange={(event) => {
        const service = services.data?.find((item) => item.id === Number(event.target.value));
        if (service) onAdd(service);
      }}
    >
      <option value="" disabled>
        {services.isPending ? 'Загружаем услуги…' : 'Выберите услугу'}
      </option>
      {[...groups].map(([category, items]) => (
        <optgroup key={category} label={category}>
          {items.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
