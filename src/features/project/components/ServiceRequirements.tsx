import { useState } from 'react';
import { Button, Select } from 'antd';
import type { ProjectRequirementsView } from '../../../../contract/requirements';
import { useServiceRanges } from '../../../lib/reference/get-service-ranges';
import { useServices } from '../../../lib/reference/get-services';
import { useAddService, useChangeServiceRange, useRemoveService } from '../api/requirement-parts';

type Props = { project: number; requirements: ProjectRequirementsView };

/** A price band select of one service (GET service-ranges/?service). */
function RangeSelect({
  service,
  label,
  value,
  onChange,
  disabled,
}: {
  service: number;
  label: string;
  value: number | null;
  onChange: (range: number) => void;
  disabled?: boolean;
}) {
  const ranges = useServiceRanges(service);
  return (
    <Select
      aria-label={label}
      className="requirement-row__select"
      placeholder="Бюджет на услугу"
      loading={ranges.isPending}
      disabled={disabled}
      value={value ?? undefined}
      options={(ranges.data ?? []).map((range) => ({ value: range.id, label: range.name }))}
      onChange={onChange}
    />
  );
}

/** The required services, each with its price band; a new one needs both. */
export function ServiceRequirements({ project, requirements }: Props) {
  const services = useServices();
  const add = useAddService(project);
  const change = useChangeServiceRange(project);
  const remove = useRemoveService(project);
  const [service, setService] = useState<number | null>(null);
  const chosen = new Set(requirements.services.map((row) => row.service.id));
  const serviceName = services.data?.find((item) => item.id === service)?.name ?? '';
  return (
    <>
      <ul className="requirement-rows">
        {requirements.services.map((row) => (
          <li key={row.id} className="requirement-row">
            <span className="requirement-row__name">{row.service.name}</span>
            <RangeSelect
              service={row.service.id}
              label={`Бюджет: ${row.service.name}`}
              value={row.service_range.id}
              disabled={change.isPending}
              onChange={(range) => change.mutate({ id: row.id, range })}
            />
            <Button
              onClick={() => remove.mutate(row.id)}
              disabled={remove.isPending}
              aria-label={`Убрать услугу «${row.service.name}»`}
            >
              Убрать
            </Button>
          </li>
        ))}
      </ul>
      <div className="requirement-row requirement-row--new">
        <Select
          aria-label="Новая услуга"
          className="requirement-row__select"
          placeholder="Добавить услугу"
          showSearch={{ optionFilterProp: 'label' }}
          loading={services.isPending}
          value={service ?? undefined}
          options={(services.data ?? [])
            .filter((item) => !chosen.has(item.id))
            .map((item) => ({ value: item.id, label: item.name }))}
          onChange={setService}
        />
        {service !== null && (
          <RangeSelect
            key={service}
            service={service}
            label={`Бюджет: ${serviceName}`}
            value={null}
            disabled={add.isPending}
            onChange={(range) =>
              add.mutate(
                { requirement: requirements.id, service, range },
                { onSuccess: () => setService(null) },
              )
            }
          />
        )}
      </div>
    </>
  );
}
