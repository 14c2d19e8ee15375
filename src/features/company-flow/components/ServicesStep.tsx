import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Field } from '../../../components/plain-form/Field';
import { ServiceRangeSelect } from '../../../components/reference/ServiceRangeSelect';
import { ServiceSelect } from '../../../components/reference/ServiceSelect';
import { paths } from '../../../config/paths';
import { FREE_PLAN_SERVICES_MAX, freePlanServicesMessage } from '../../../../contract/tariff-rules';
import { useServices } from '../../../lib/reference/get-services';
import { readDraft, saveDraft, type DraftService } from '../draft';
import { useDraftSync } from '../../../hooks/use-draft-sync';
import '../../../components/step-card/service-rows.css';
import { RemoveButton } from '../../../components/step-card/RemoveButton';
import { StepCard } from '../../../components/step-card/StepCard';

// A new agency starts on the free plan: it offers as many services as that plan shows.
const SERVICES_MAX = FREE_PLAN_SERVICES_MAX;
const messages = {
  none: 'Выберите хотя бы одну услугу',
  price: 'Укажите стоимость для каждой услуги',
  max: freePlanServicesMessage(SERVICES_MAX),
};
const ERROR_ID = 'services-error';
const ADD_ID = 'service-add';
const focusAdd = () => document.getElementById(ADD_ID)?.focus();
const rangeId = (service: number) => `service-${service}-range`;

type ServicesValues = { services: DraftService[] };

const saveServices = ({ services }: Partial<ServicesValues>) =>
  saveDraft({ services: services ?? [] });

const checkServices = (services: DraftService[]) => {
  if (services.length === 0) return messages.none;
  if (services.length > SERVICES_MAX) return messages.max; // a draft saved before the limit
  return services.every((item) => item.service_range !== null) || messages.price;
};

/** Step 2/4: the services the agency offers, and for each the price band of a typical project. */
export function ServicesStep() {
  const navigate = useNavigate();
  const services = useServices();
  const byId = new Map(services.data?.map((service) => [service.id, service]));
  const [draft] = useState(readDraft);
  const form = useForm<ServicesValues>({
    defaultValues: { services: draft.services },
    shouldFocusError: false, // the control to fix depends on the problem: see `focusProblem`
  });
  useDraftSync(form.watch, saveServices);
  const [news, setNews] = useState('');

  const focusProblem = () => {
    const chosen = form.getValues('services');
    const unpriced = chosen.find((item) => item.service_range === null);
    if (unpriced) document.getElementById(rangeId(unpriced.service))?.focus();
    else focusAdd();
  };
  const next = form.handleSubmit(
    () => void navigate(paths.createCompany.industries.getHref()),
    focusProblem,
  );

  return (
    <StepCard
      title="Выбор услуг"
      lead="Отметьте, что делает агентство, и типичный бюджет проекта по каждой услуге: по ним заказчики найдут вас."
      backTo={paths.createCompany.root.getHref()}
      onSubmit={(event) => void next(event)}
    >
      <Controller
        control={form.control}
        name="services"
        rules={{ validate: checkServices }}
        render={({ field: { value: chosen, onChange }, fieldState: { error } }) => {
          const nameOf = (id: number) => byId.get(id)?.name ?? '…';
          const full = chosen.length >= SERVICES_MAX;
          return (
            <>
              <Field id={ADD_ID} label="Добавить услугу" help={full ? messages.max : undefined}>
                <ServiceSelect
                  id={ADD_ID}
                  chosen={chosen.map((item) => item.service)}
                  disabled={full}
                  aria-invalid={error?.message === messages.none || undefined}
                  aria-describedby={
                    [full ? 'service-add-help' : null, error ? ERROR_ID : null]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  onAdd={(service) => {
                    onChange([...chosen, { service: service.id, service_range: null }]);
                    setNews(`Добавлена услуга «${service.name}». Укажите её стоимость.`);
                  }}
                />
              </Field>
              {chosen.length > 0 && (
                <ul className="service-rows" aria-label="Выбранные услуги">
                  {chosen.map((item) => {
                    const missing =
                      error?.message === messages.price && item.service_range === null;
                    return (
                      <li className="service-row" key={item.service}>
                        <span className="service-row__name">
                          {nameOf(item.service)}
                          <span className="service-row__category">
                            {byId.get(item.service)?.category.name}
                          </span>
                        </span>
                        <ServiceRangeSelect
                          id={rangeId(item.service)}
                          service={item.service}
                          serviceName={nameOf(item.service)}
                          value={item.service_range}
                          aria-invalid={missing || undefined}
                          aria-describedby={missing ? ERROR_ID : undefined}
                          onChange={(range) =>
                            onChange(
                              chosen.map((other) =>
                                other.service === item.service
                                  ? { ...other, service_range: range }
                                  : other,
                              ),
                            )
                          }
                        />
                        <RemoveButton
                          label={`Убрать услугу «${nameOf(item.service)}»`}
                          onClick={() => {
                            onChange(chosen.filter((other) => other.service !== item.service));
                            setNews(`Услуга «${nameOf(item.service)}» убрана.`);
                            focusAdd(); // the button is gone: focus goes back to the list's start
                          }}
                        />
                      </li>
                    );
                  })}
                </ul>
              )}
              {error && (
                <p className="field__error" id={ERROR_ID}>
                  {error.message}
                </p>
              )}
            </>
          );
        }}
      />
      <p className="visually-hidden" aria-live="polite">
        {news}
      </p>
    </StepCard>
  );
}
