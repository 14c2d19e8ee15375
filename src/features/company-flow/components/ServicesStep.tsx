import { useState } from 'react';
import { Select, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Service } from '../../../../contract/reference';
import { paths } from '../../../config/paths';
import { useServiceRanges } from '../api/get-service-ranges';
import { useServices } from '../api/get-services';
import { readDraft, saveDraft, type DraftService } from '../draft';
import { StepCard } from './StepCard';

const SERVICES_MAX = 50;

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

/** Step 2/4: the services the agency offers, and for each the price band of a typical project. */
export function ServicesStep() {
  const navigate = useNavigate();
  const services = useServices();
  const [chosen, setChosen] = useState<DraftService[]>(() => readDraft().services);
  const [problem, setProblem] = useState<string | null>(null);
  const ranges = useServiceRanges(chosen.map((item) => item.service));
  const byId = new Map(services.data?.map((service) => [service.id, service]));

  const update = (next: DraftService[]) => {
    setChosen(next);
    saveDraft({ services: next });
    setProblem(null);
  };
  const choose = (ids: number[]) =>
    update(
      ids
        .slice(0, SERVICES_MAX)
        .map(
          (id) =>
            chosen.find((item) => item.service === id) ?? { service: id, service_range: null },
        ),
    );
  const setRange = (service: number, range: number) =>
    update(
      chosen.map((item) => (item.service === service ? { ...item, service_range: range } : item)),
    );

  const next = () => {
    if (chosen.length === 0) return setProblem('Выберите хотя бы одну услугу');
    if (chosen.some((item) => item.service_range === null))
      return setProblem('Укажите стоимость для каждой услуги');
    void navigate(paths.createCompany.industries.getHref());
  };

  return (
    <StepCard
      title="Выбор услуг"
      lead="Отметьте, что делает агентство, и типичный бюджет проекта по каждой услуге: по ним заказчики найдут вас."
      backTo={paths.createCompany.root.getHref()}
      onNext={next}
    >
      {services.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Select
          mode="multiple"
          aria-label="Услуги"
          style={{ width: '100%' }}
          size="large"
          placeholder="Найдите услугу: SMM, дизайн, разработка…"
          value={chosen.map((item) => item.service)}
          onChange={choose}
          options={serviceOptions(services.data ?? [])}
          showSearch={{ optionFilterProp: 'label' }}
          status={problem && chosen.length === 0 ? 'error' : undefined}
        />
      )}
      <div className="service-rows">
        {chosen.map((item, index) => {
          const service = byId.get(item.service);
          const bands = ranges[index]?.data ?? [];
          return (
            <div className="service-row" key={item.service}>
              <span className="service-row__name">
                {service?.name ?? '…'}
                <span className="service-row__category">{service?.category.name}</span>
              </span>
              <Select
                aria-label={`Стоимость: ${service?.name ?? ''}`}
                placeholder="Бюджет проекта"
                value={item.service_range ?? undefined}
                onChange={(range: number) => setRange(item.service, range)}
                options={bands.map((band) => ({ value: band.id, label: band.name }))}
                loading={ranges[index]?.isPending}
                status={problem && item.service_range === null ? 'error' : undefined}
              />
            </div>
          );
        })}
      </div>
      {problem && (
        <div className="company-step__error" role="alert">
          {problem}
        </div>
      )}
    </StepCard>
  );
}
