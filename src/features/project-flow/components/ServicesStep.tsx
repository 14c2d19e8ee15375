import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Field } from '../../../components/plain-form/Field';
import '../../../components/step-card/service-rows.css';
import { ServiceSelect } from '../../../components/reference/ServiceSelect';
import { paths } from '../../../config/paths';
import { useServices } from '../../../lib/reference/get-services';
import { useProjectDraft } from '../use-project-draft';
import { ProjectStep } from './ProjectStep';
import { RemoveButton } from '../../../components/step-card/RemoveButton';
import { AgencyList } from './AgencyPicker';

const SERVICES_MAX = 50; // as many as the server takes in one project
const ADD_ID = 'project-service-add';
const ERROR_ID = 'project-services-error';

/** The first step: which services the project needs. Each one is a hard filter of the ranking. */
export function ServicesStep() {
  const navigate = useNavigate();
  const [draft, update] = useProjectDraft();
  const services = useServices();
  const nameOf = (id: number) => services.data?.find((item) => item.id === id)?.name ?? '…';
  const [error, setError] = useState<string | null>(null);
  const [news, setNews] = useState('');
  const full = draft.services.length >= SERVICES_MAX;

  const next = () => {
    if (draft.services.length === 0) {
      setError('Выберите хотя бы одну услугу');
      document.getElementById(ADD_ID)?.focus();
      return;
    }
    void navigate(paths.createProject.industries.getHref());
  };

  return (
    <ProjectStep
      title="Что нужно сделать"
      lead="Выберите услуги, которые нужны проекту: подберём агентства, которые оказывают их все."
      draft={draft}
      onNext={next}
    >
      <Field
        id={ADD_ID}
        label="Добавить услугу"
        help={full ? `Можно выбрать не больше ${SERVICES_MAX} услуг` : undefined}
      >
        <ServiceSelect
          id={ADD_ID}
          chosen={draft.services.map((item) => item.service)}
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
          onAdd={(service) => {
            setError(null);
            update({ services: [...draft.services, { service: service.id, service_range: null }] });
            setNews(`Добавлена услуга «${service.name}».`);
          }}
        />
      </Field>
      {error && (
        <p className="field__error" id={ERROR_ID}>
          {error}
        </p>
      )}
      {draft.services.length > 0 && (
        <ul className="flow-list" aria-label="Выбранные услуги">
          {draft.services.map((item) => (
            <li className="flow-list__item" key={item.service}>
              <span>{nameOf(item.service)}</span>
              <RemoveButton
                label={`Убрать услугу «${nameOf(item.service)}»`}
                onClick={() => {
                  update({
                    services: draft.services.filter((other) => other.service !== item.service),
                  });
                  setNews(`Услуга «${nameOf(item.service)}» убрана.`);
                  document.getElementById(ADD_ID)?.focus();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {draft.included.length > 0 && (
        // Carried in by «Пригласить в проект»: the agency stays in the ranking whatever the requirements.
        <p className="flow-hint">
          Агентства, которых вы пригласили, будут в подборке, даже если не пройдут требования.
          Изменить список можно на шаге «Каким должен быть исполнитель».
        </p>
      )}
      <AgencyList
        title="Добавлены в подборку"
        agencies={draft.included}
        onRemove={(id) => update({ included: draft.included.filter((agency) => agency.id !== id) })}
      />
      <p className="visually-hidden" aria-live="polite">
        {news}
      </p>
    </ProjectStep>
  );
}
