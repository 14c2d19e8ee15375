import { useState } from 'react';
import { Field } from '../../../components/plain-form/Field';
import { ServiceRangeSelect } from '../../../components/reference/ServiceRangeSelect';
import { ServiceSelect } from '../../../components/reference/ServiceSelect';
import { RemoveButton } from '../../../components/step-card/RemoveButton';
import '../../../components/step-card/flow-list.css';
import '../../../components/step-card/service-rows.css';
import { useAddService, useChangeServiceRange, useRemoveService } from '../api/requirement-parts';
import { focusById, type RequirementPartProps } from './requirement-part';

const ADD_ID = 'requirement-service-add';
const NEW_RANGE_ID = 'requirement-service-new-range';

/** The required services, each with its price band; a new one is saved once its band is chosen. */
export function ServiceRequirements({ project, requirements, announce }: RequirementPartProps) {
  const add = useAddService(project);
  const change = useChangeServiceRange(project);
  const remove = useRemoveService(project);
  const [service, setService] = useState<{ id: number; name: string } | null>(null);
  const chosen = requirements.services.map((row) => row.service.id);
  return (
    <>
      <p className="flow-hint">
        Подойдут агентства, которые оказывают все эти услуги по цене в пределах бюджета.
      </p>
      {(requirements.services.length > 0 || service) && (
        <ul className="service-rows" aria-label="Услуги проекта">
          {requirements.services.map((row) => (
            <li key={row.id} className="service-row">
              <span className="service-row__name">{row.service.name}</span>
              <ServiceRangeSelect
                id={`requirement-service-${row.id}-range`}
                service={row.service.id}
                serviceName={row.service.name}
                value={row.service_range.id}
                busy={change.isPending}
                onChange={(range) =>
                  change.mutate(
                    { id: row.id, range },
                    { onSuccess: () => announce(`Бюджет услуги «${row.service.name}» изменён.`) },
                  )
                }
              />
              <RemoveButton
                label={`Убрать услугу «${row.service.name}»`}
                busy={remove.isPending}
                onClick={() =>
                  remove.mutate(row.id, {
                    onSuccess: () => {
                      announce(`Услуга «${row.service.name}» убрана.`);
                      focusById(ADD_ID);
                    },
                  })
                }
              />
            </li>
          ))}
          {service && (
            <li className="service-row">
              <span className="service-row__name">
                {service.name}
                <span className="service-row__category">
                  Выберите бюджет, чтобы добавить услугу
                </span>
              </span>
              <ServiceRangeSelect
                id={NEW_RANGE_ID}
                service={service.id}
                serviceName={service.name}
                value={null}
                busy={add.isPending}
                onChange={(range) =>
                  add.mutate(
                    { requirement: requirements.id, service: service.id, range },
                    {
                      onSuccess: () => {
                        setService(null);
                        announce(`Услуга «${service.name}» добавлена.`);
                        focusById(ADD_ID);
                      },
                    },
                  )
                }
              />
              <RemoveButton
                label={`Не добавлять услугу «${service.name}»`}
                busy={add.isPending}
                onClick={() => {
                  setService(null);
                  focusById(ADD_ID);
                }}
              />
            </li>
          )}
        </ul>
      )}
      <div className="flow-row">
        <Field id={ADD_ID} label="Добавить услугу">
          <ServiceSelect
            id={ADD_ID}
            chosen={service ? [...chosen, service.id] : chosen}
            disabled={add.isPending}
            onAdd={(next) => {
              setService({ id: next.id, name: next.name });
              // The band comes next: the service is saved with it.
              requestAnimationFrame(() => focusById(NEW_RANGE_ID));
            }}
          />
        </Field>
      </div>
    </>
  );
}
