import { useState, type FormEvent } from 'react';
import {
  CRITERIA_MAX,
  CRITERION_KINDS,
  CRITERION_NAME_MAX,
  DEFAULT_CRITERIA,
  SCALE_LINE_MAX,
  WEIGHTS_TOTAL,
  rubricProblem,
  type CriterionDraft,
  type CriterionKind,
} from '../../../../contract/tender-rubric';
import type { RubricCriterion } from '../../../../contract/tender-rubric-api';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Notice } from '../../../components/plain-form/Notice';
import { SubmitButton } from '../../../components/plain-form/SubmitButton';
import { formErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useRubric, useSaveRubric } from '../api/rubric';
import { Panel, Placeholder } from './Plain';
import './RubricSection.css';

/** How a criterion is scored, as the rubric says it. */
export const KIND_NOTES: Record<CriterionKind, string> = {
  price: 'по цене предложения: самая низкая — 5',
  timeline: 'по сроку предложения: самый короткий — 5, позже срока проекта — 1',
  people: 'оценивает каждый из вашей команды',
};

const draftOf = (criteria: RubricCriterion[]): CriterionDraft[] =>
  criteria.map(({ kind, name, weight, scale }) => ({ kind, name, weight, scale: [...scale] }));

/** The criteria and weights as read: the brief's invitees read the same. */
export function RubricList({ criteria }: { criteria: RubricCriterion[] }) {
  return (
    <ol className="rubric-list">
      {criteria.map((criterion) => (
        <li key={criterion.name}>
          <div className="rubric-list__head">
            <span className="rubric-list__name">{criterion.name}</span>
            <span className="rubric-list__weight">{criterion.weight} из 100</span>
          </div>
          <p className="rubric-list__note">{KIND_NOTES[criterion.kind]}</p>
          <details className="rubric-list__scale">
            <summary>Что значит каждая оценка</summary>
            <ol>
              {criterion.scale.map((line, index) => (
                <li key={index} value={index + 1}>
                  {line}
                </li>
              ))}
            </ol>
          </details>
        </li>
      ))}
    </ol>
  );
}

/**
 * «Критерии оценки» on the client's project: editable until the first invitation publishes them, then read
 * only (the invitees read them with the brief, the protocol keeps the weights).
 */
export function RubricSection({ project }: { project: number }) {
  const rubric = useRubric(project);
  const title = <h2 className="project-section-title">Критерии оценки</h2>;
  if (rubric.isPending) return <Placeholder label="Загрузка критериев оценки" rows={3} />;
  if (rubric.isError)
    return (
      <Panel title={title}>
        <Notice type="error" role="alert" title="Не удалось загрузить критерии оценки" />
      </Panel>
    );
  return (
    <Panel title={title}>
      {rubric.data.can_edit ? (
        <RubricEditor project={project} criteria={draftOf(rubric.data.criteria)} />
      ) : (
        <>
          <p className="project-note">
            {rubric.data.published
              ? 'Критерии опубликованы с первым приглашением: агентства видят их в брифе, изменить их нельзя.'
              : 'Тендер завершён: критерии изменить нельзя.'}
          </p>
          <RubricList criteria={rubric.data.criteria} />
        </>
      )}
    </Panel>
  );
}

const emptyCriterion = (): CriterionDraft => ({
  kind: 'people',
  name: '',
  weight: 0,
  scale: ['', '', '', '', ''],
});

function RubricEditor({ project, criteria }: { project: number; criteria: CriterionDraft[] }) {
  const [values, setValues] = useState(criteria);
  const [messages, setMessages] = useState<string[]>([]);
  const save = useSaveRubric(project);
  const total = values.reduce((sum, c) => sum + (Number.isFinite(c.weight) ? c.weight : 0), 0);
  const change = (index: number, patch: Partial<CriterionDraft>) =>
    setValues((all) => all.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const used = (kind: CriterionKind, index: number) =>
    values.some((c, i) => i !== index && c.kind === kind);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = rubricProblem(values.map((c) => ({ ...c, name: c.name.trim() })));
    if (problem) return setMessages([problem]);
    setMessages([]);
    try {
      await save.mutateAsync({ criteria: values });
      showToast({
        title: 'Критерии сохранены',
        description: 'Агентства увидят их в брифе вместе с приглашением.',
        color: 'green',
      });
    } catch (error) {
      setMessages(formErrors(error, []).messages);
    }
  }

  return (
    <form
      className="rubric-form"
      aria-label="Критерии оценки"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <p className="project-note">
        Задайте критерии и их веса до приглашений: агентства увидят их в брифе, и с первым
        приглашением критерии будут зафиксированы. Цену и сроки платформа оценит по предложениям,
        остальное — каждый из вашей команды по шкале от 1 до 5.
      </p>
      {values.map((criterion, index) => (
        <fieldset className="rubric-criterion" key={index}>
          <legend>Критерий {index + 1}</legend>
          <div className="rubric-criterion__row">
            <label className="rubric-criterion__name">
              <span className="field__label">Название</span>
              <input
                className="input"
                value={criterion.name}
                maxLength={CRITERION_NAME_MAX}
                onChange={(event) => change(index, { name: event.target.value })}
              />
            </label>
            <label className="rubric-criterion__weight">
              <span className="field__label">Вес</span>
              <input
                className="input"
                type="number"
                inputMode="numeric"
                min={0}
                max={WEIGHTS_TOTAL}
                value={Number.isFinite(criterion.weight) ? criterion.weight : ''}
                onChange={(event) => change(index, { weight: event.target.valueAsNumber })}
              />
            </label>
            <label className="rubric-criterion__kind">
              <span className="field__label">Как оценивается</span>
              <select
                className="input"
                value={criterion.kind}
                onChange={(event) => change(index, { kind: event.target.value as CriterionKind })}
              >
                {(Object.keys(CRITERION_KINDS) as CriterionKind[]).map((kind) => (
                  <option key={kind} value={kind} disabled={kind !== 'people' && used(kind, index)}>
                    {kind === 'people'
                      ? 'Оценка команды'
                      : `${CRITERION_KINDS[kind]} из предложения`}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <details className="rubric-list__scale">
            <summary>Шкала: что значит каждая оценка</summary>
            {criterion.scale.map((line, mark) => (
              <label className="rubric-criterion__line" key={mark}>
                <span className="field__label">Оценка {mark + 1}</span>
                <input
                  className="input"
                  value={line}
                  maxLength={SCALE_LINE_MAX}
                  onChange={(event) =>
                    change(index, {
                      scale: criterion.scale.map((l, i) => (i === mark ? event.target.value : l)),
                    })
                  }
                />
              </label>
            ))}
          </details>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => setValues((all) => all.filter((_, i) => i !== index))}
            aria-label={`Удалить критерий ${criterion.name || index + 1}`}
          >
            Удалить
          </button>
        </fieldset>
      ))}
      <p className={total === WEIGHTS_TOTAL ? 'rubric-total' : 'rubric-total rubric-total--off'}>
        Сумма весов: {total} из {WEIGHTS_TOTAL}
      </p>
      <div className="rubric-form__buttons">
        <button
          type="button"
          className="btn"
          disabled={values.length >= CRITERIA_MAX}
          onClick={() => setValues((all) => [...all, emptyCriterion()])}
        >
          Добавить критерий
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setValues(DEFAULT_CRITERIA)}
        >
          Вернуть набор по умолчанию
        </button>
      </div>
      <FormAlert messages={messages} />
      <div>
        <SubmitButton busy={save.isPending} inline>
          Сохранить критерии
        </SubmitButton>
      </div>
    </form>
  );
}
