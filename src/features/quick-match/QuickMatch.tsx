import { useState } from 'react';
import type { BudgetBand } from '../../../contract/budget';
import { AGENCY_FORMS, FITS_FORMS, plural, pluralForm } from '../../../contract/plural';
import { Field } from '../../components/plain-form/Field';
import { BudgetSelect } from '../../components/reference/BudgetSelect';
import { IndustryChecklist } from '../../components/reference/IndustryChecklist';
import { PlacePicker } from '../../components/reference/PlacePicker';
import { ServiceSelect } from '../../components/reference/ServiceSelect';
import { RemoveButton } from '../../components/step-card/RemoveButton';
import '../../components/step-card/flow-list.css';
import '../../components/step-card/service-rows.css';
import { useServices } from '../../lib/reference/get-services';
import { noAnswers, useQuickPreview, type QuickAnswers } from './api/preview';
import { QuickResult, type AgencySummaryComponent } from './QuickResult';
import './quick-match.css';

const LIST_MAX = 50; // as many as the preview (and a project) takes

type QuickMatchProps = {
  /** The ranking's summary of an agency (the route module brings it from the project's screens). */
  Summary: AgencySummaryComponent;
  /** «Продолжить»: the answers go on into the project flow. */
  onContinue: (answers: QuickAnswers) => void;
};

/**
 * «Подбор за минуту»: four questions asked with the project flow's own pickers, and at once how many agencies
 * fit and the best three, each score explained as the ranking explains it; «Продолжить» carries the answers
 * into the project flow.
 */
export function QuickMatch({ Summary, onContinue }: QuickMatchProps) {
  const [answers, setAnswers] = useState<QuickAnswers>(noAnswers);
  const [news, setNews] = useState('');
  const services = useServices();
  const preview = useQuickPreview(answers);
  const change = (changes: Partial<QuickAnswers>) =>
    setAnswers((current) => ({ ...current, ...changes }));
  const serviceName = (id: number) => services.data?.find((item) => item.id === id)?.name ?? '…';

  return (
    <div className="quick-match">
      <div className="quick-match__head">
        <h1>Подбор за минуту</h1>
        <p>
          Ответьте на четыре вопроса — и сразу увидите, сколько агентств подходит и кто из них лучше
          всего.
        </p>
      </div>
      <div className="quick-match__body">
        <form
          id="quick-match-form"
          className="quick-match__form"
          aria-label="Что нужно"
          onSubmit={(event) => {
            event.preventDefault();
            onContinue(answers);
          }}
        >
          <fieldset className="flow-section">
            <legend>Услуги</legend>
            <Field id="quick-service" label="Добавить услугу">
              <ServiceSelect
                id="quick-service"
                chosen={answers.services}
                disabled={answers.services.length >= LIST_MAX}
                onAdd={(service) => {
                  change({ services: [...answers.services, service.id] });
                  setNews(`Добавлена услуга «${service.name}».`);
                }}
              />
            </Field>
            {answers.services.length > 0 && (
              <ul className="flow-list" aria-label="Выбранные услуги">
                {answers.services.map((id) => (
                  <li className="flow-list__item" key={id}>
                    <span>{serviceName(id)}</span>
                    <RemoveButton
                      label={`Убрать услугу «${serviceName(id)}»`}
                      onClick={() => {
                        change({ services: answers.services.filter((other) => other !== id) });
                        setNews(`Услуга «${serviceName(id)}» убрана.`);
                        document.getElementById('quick-service')?.focus();
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <div className="flow-section">
            <IndustryChecklist
              legend="Отрасль"
              value={answers.industries}
              onToggle={(id, checked) =>
                change({
                  industries: checked
                    ? [...answers.industries, id]
                    : answers.industries.filter((item) => item !== id),
                })
              }
            />
          </div>
          <fieldset className="flow-section">
            <legend>Где должно работать агентство</legend>
            {answers.places.length > 0 && (
              <ul className="flow-list" aria-label="Выбранные места">
                {answers.places.map((place) => (
                  <li className="flow-list__item" key={`${place.country}:${place.city ?? ''}`}>
                    <span>{place.name}</span>
                    <RemoveButton
                      label={`Убрать место «${place.name}»`}
                      onClick={() =>
                        change({ places: answers.places.filter((other) => other !== place) })
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
            <PlacePicker
              id="quick-place"
              isTaken={(place) =>
                answers.places.some(
                  (other) => other.country === place.country && other.city === place.city,
                )
              }
              disabled={answers.places.length >= LIST_MAX}
              onAdd={(place) => change({ places: [...answers.places, place] })}
            />
          </fieldset>
          <Field id="quick-budget" label="Бюджет проекта">
            <BudgetSelect
              id="quick-budget"
              unknownLabel="Пока не знаю"
              value={answers.budget ?? ''}
              onChange={(event) =>
                change({ budget: (event.target.value || null) as BudgetBand | null })
              }
            />
          </Field>
          {preview.data && (
            // On a phone the result is below a long form: its count stays in sight and leads to it.
            <a className="quick-match__count" href="#quick-result">
              {pluralForm(preview.data.count, FITS_FORMS)}{' '}
              {plural(preview.data.count, AGENCY_FORMS)} — к результату
            </a>
          )}
        </form>
        <QuickResult
          preview={preview.data}
          loading={preview.isPending}
          failed={preview.isError}
          retry={() => void preview.refetch()}
          wantedServices={answers.services}
          Summary={Summary}
        />
        {/* After the result on a phone (the count is read before going on), under the form on a desktop. */}
        <div className="quick-match__next">
          <button type="submit" form="quick-match-form" className="btn btn--primary btn--large">
            Продолжить
          </button>
          <p>
            Дальше — языки, размер команды, цены по каждой услуге и сам проект. Ответы уже будут
            там.
          </p>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {news}{' '}
        {preview.data
          ? `${pluralForm(preview.data.count, FITS_FORMS)} ${plural(preview.data.count, AGENCY_FORMS)}`
          : ''}
      </p>
    </div>
  );
}
