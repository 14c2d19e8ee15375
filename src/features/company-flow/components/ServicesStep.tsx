import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ServicePicker } from '../../../components/reference/ServicePicker';
import { ServiceRangePicker } from '../../../components/reference/ServiceRangePicker';
import { paths } from '../../../config/paths';
import { useServices } from '../../../lib/reference/get-services';
import { readDraft, saveDraft, type DraftService } from '../draft';
import { StepCard } from './StepCard';

const SERVICES_MAX = 50;

/** Step 2/4: the services the agency offers, and for each the price band of a typical project. */
export function ServicesStep() {
  const navigate = useNavigate();
  const services = useServices();
  const [chosen, setChosen] = useState<DraftService[]>(() => readDraft().services);
  const [problem, setProblem] = useState<string | null>(null);
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

  return (
    <StepCard
      title="Выбор услуг"
      lead="Отметьте, что делает агентство, и типичный бюджет проекта по каждой услуге: по ним заказчики найдут вас."
      backTo={paths.createCompany.root.getHref()}
      problem={problem}
      onNext={() => {
        if (chosen.length === 0) return setProblem('Выберите хотя бы одну услугу');
        if (chosen.some((item) => item.service_range === null))
          return setProblem('Укажите стоимость для каждой услуги');
        void navigate(paths.createCompany.industries.getHref());
      }}
    >
      <ServicePicker
        value={chosen.map((item) => item.service)}
        onChange={choose}
        status={problem && chosen.length === 0 ? 'error' : undefined}
      />
      <div className="service-rows">
        {chosen.map((item) => {
          const service = byId.get(item.service);
          return (
            <div className="service-row" key={item.service}>
              <span className="service-row__name">
                {service?.name ?? '…'}
                <span className="service-row__category">{service?.category.name}</span>
              </span>
              <ServiceRangePicker
                service={item.service}
                serviceName={service?.name ?? ''}
                value={item.service_range}
                onChange={(range) => setRange(item.service, range)}
                status={problem && item.service_range === null ? 'error' : undefined}
              />
            </div>
          );
        })}
      </div>
    </StepCard>
  );
}
