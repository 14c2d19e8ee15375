import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import '../../../components/step-card/service-rows.css';
import { ServiceRangeSelect } from '../../../components/reference/ServiceRangeSelect';
import { paths } from '../../../config/paths';
import { useServices } from '../../../lib/reference/get-services';
import { useNeedsCompany } from '../use-needs-company';
import { useProjectDraft } from '../use-project-draft';
import { ProjectStep } from './ProjectStep';

const ERROR_ID = 'requirements-error';
const rangeId = (service: number) => `requirement-${service}-range`;

/** What the client will pay for each service: agencies whose prices cannot meet it drop out. */
export function RequirementsStep() {
  const navigate = useNavigate();
  const [draft, update] = useProjectDraft();
  const services = useServices();
  const needsCompany = useNeedsCompany();
  const nameOf = (id: number) => services.data?.find((item) => item.id === id)?.name ?? '…';
  const [error, setError] = useState<string | null>(null);

  const next = () => {
    const unpriced = draft.services.find((item) => item.service_range === null);
    if (unpriced) {
      setError('Укажите бюджет для каждой услуги');
      document.getElementById(rangeId(unpriced.service))?.focus();
      return;
    }
    void navigate(paths.createProject.aboutProject.getHref());
  };

  return (
    <ProjectStep
      title="Бюджет по услугам"
      lead="Сколько вы готовы заплатить за каждую услугу: покажем только агентства, чьи цены в это укладываются."
      draft={draft}
      backTo={
        needsCompany === false
          ? paths.createProject.executor.getHref()
          : paths.createProject.company.getHref()
      }
      onNext={next}
    >
      <ul className="service-rows" aria-label="Услуги проекта">
        {draft.services.map((item) => {
          const missing = error !== null && item.service_range === null;
          return (
            <li className="service-row" key={item.service}>
              <span className="service-row__name">{nameOf(item.service)}</span>
              <ServiceRangeSelect
                id={rangeId(item.service)}
                service={item.service}
                serviceName={nameOf(item.service)}
                value={item.service_range}
                aria-invalid={missing || undefined}
                aria-describedby={missing ? ERROR_ID : undefined}
                onChange={(range) =>
                  update({
                    services: draft.services.map((other) =>
                      other.service === item.service ? { ...other, service_range: range } : other,
                    ),
                  })
                }
              />
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="field__error" id={ERROR_ID}>
          {error}
        </p>
      )}
    </ProjectStep>
  );
}
