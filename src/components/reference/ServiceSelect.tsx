import type { Service } from '../../../contract/reference';
import { useServices } from '../../lib/reference/get-services';
import { servicesByCategory } from './service-groups';
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

/** Services grouped by category (`servicesByCategory`) in a native select that adds one at a time. */
export function ServiceSelect({ id, chosen, onAdd, disabled, ...aria }: ServiceSelectProps) {
  const services = useServices();
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
      {servicesByCategory(services.data ?? [], chosen).map(([category, items]) => (
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
