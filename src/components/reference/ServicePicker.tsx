import { Select, Skeleton } from 'antd';
import type { Service } from '../../../contract/reference';
import { useServices } from '../../lib/reference/get-services';

/** Services grouped by category, as Select option groups. */
const serviceOptions = (services: Service[]) => {
  const groups = new Map<string, Array<{ value: number; label: string }>>();
  for (const service of services) {
    const group = groups.get(service.category.name) ?? [];
    group.push({ value: service.id, label: service.name });
    groups.set(service.category.name, group);
  }
  return [...groups].map(([label, options]) => ({ label, title: label, options }));
};

type ServicePickerProps = {
  value: number[];
  onChange: (ids: number[]) => void;
  status?: 'error';
};

/** Several services of the catalogue, found by name and grouped by category. */
export function ServicePicker({ value, onChange, status }: ServicePickerProps) {
  const services = useServices();
  if (services.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  return (
    <Select
      mode="multiple"
      aria-label="Услуги"
      style={{ width: '100%' }}
      size="large"
      placeholder="Найдите услугу: SMM, дизайн, разработка…"
      value={value}
      onChange={onChange}
      options={serviceOptions(services.data ?? [])}
      showSearch={{ optionFilterProp: 'label' }}
      status={status}
    />
  );
}
