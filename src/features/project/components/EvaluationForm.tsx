import { useState } from 'react';
import { MARK_MAX } from '../../../../contract/tender-rubric';
import type { Evaluation } from '../../../../contract/tender-rubric-api';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { Notice } from '../../../components/plain-form/Notice';
import { formErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useEvaluation, useEvaluationWrite } from '../api/rubric';
import { Panel, Placeholder } from './Plain';
import './RubricSection.css';

const MARKS = Array.from({ length: MARK_MAX }, (_, i) => i + 1);
const keyOf = (candidate: number, criterion: number) => `${candidate}:${criterion}`;

/** The reader's own marks of the round, by proposal and criterion. */
function ownMarks(evaluation: Evaluation): Map<string, number> {
  const me = evaluation.evaluators.find((e) => e.me)?.id;
  const marks = new Map<string, number>();
  for (const proposal of evaluation.proposals)
    for (const score of proposal.scores)
      for (const m of score.marks)
        if (m.evaluator === me) marks.set(keyOf(proposal.candidate, score.criterion), m.mark);
  return marks;
}

/**
 * «Ваша оценка»: the reader scores each opened proposal on each criterion the people score, alone — a draft
 * until «Отправить оценки»; the colleagues' marks and the totals show in the comparison once it submitted.
 */
export function EvaluationForm({ project, round = 1 }: { project: number; round?: 1 | 2 }) {
  const evaluation = useEvaluation(project, round);
  const title = (
    <h2 className="project-section-title">
      {round === 2 ? 'Ваша оценка финального раунда' : 'Ваша оценка предложений'}
    </h2>
  );
  if (evaluation.isPending) return <Placeholder label="Загрузка оценок" rows={3} />;
  if (evaluation.isError)
    return (
      <Panel title={title}>
        <Notice type="error" role="alert" title="Не удалось загрузить оценки" />
      </Panel>
    );
  if (evaluation.data.proposals.length === 0) return null;
  return (
    <Panel title={title}>
      <Evaluators evaluation={evaluation.data} />
      {evaluation.data.can_mark ? (
        <MarksForm project={project} round={round} evaluation={evaluation.data} />
      ) : (
        <p className="project-note">
          {evaluation.data.submitted
            ? 'Вы отправили оценки: итоги и оценки коллег — в таблице сравнения.'
            : evaluation.data.note}
        </p>
      )}
    </Panel>
  );
}

function Evaluators({ evaluation }: { evaluation: Evaluation }) {
  return (
    <ul className="evaluators" aria-label="Кто оценивает">
      {evaluation.evaluators.map((e) => (
        <li key={e.id}>
          {e.me ? `${e.name} (вы)` : e.name} — {e.submitted_at ? 'оценки отправлены' : 'оценивает'}
        </li>
      ))}
    </ul>
  );
}

function MarksForm({
  project,
  round,
  evaluation,
}: {
  project: number;
  round: 1 | 2;
  evaluation: Evaluation;
}) {
  // The marks set here and not sent yet: a refetch of the evaluation (a colleague's event, a reconnect)
  // brings the server's marks, and never takes away what the reader has just set.
  const [edits, setEdits] = useState<ReadonlyMap<string, number>>(new Map());
  const marks = new Map([...ownMarks(evaluation), ...edits]);
  const [messages, setMessages] = useState<string[]>([]);
  const { save, submit } = useEvaluationWrite(project, round);
  const people = evaluation.criteria.filter((c) => c.kind === 'people');
  const needed = evaluation.proposals.length * people.length;
  const busy = save.isPending || submit.isPending;

  const body = () =>
    [...marks].map(([key, mark]) => {
      const [candidate, criterion] = key.split(':').map(Number) as [number, number];
      return { candidate, criterion, mark };
    });

  async function send(final: boolean) {
    setMessages([]);
    try {
      await save.mutateAsync(body());
      if (final) await submit.mutateAsync();
      showToast({
        title: final ? 'Оценки отправлены' : 'Черновик оценок сохранён',
        description: final
          ? 'Теперь вам видны оценки коллег, которые уже отправили свои.'
          : 'Коллеги его не видят. Отправьте оценки, когда поставите все.',
        color: 'green',
      });
    } catch (error) {
      setMessages(formErrors(error, []).messages);
    }
  }

  return (
    <form
      className="rubric-form"
      aria-label={round === 2 ? 'Ваша оценка финального раунда' : 'Ваша оценка предложений'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(true);
      }}
    >
      <p className="project-note">
        Оцените каждое предложение от 1 до 5. Коллеги не видят ваших оценок, а вы — их, пока не
        отправите свои. После отправки оценки не изменить.
      </p>
      {evaluation.proposals.map((proposal) => (
        <section
          className="evaluation-proposal"
          key={proposal.candidate}
          aria-labelledby={`evaluation-${proposal.candidate}`}
        >
          <h3 id={`evaluation-${proposal.candidate}`}>{proposal.contractor_name}</h3>
          {people.map((criterion) => {
            const key = keyOf(proposal.candidate, criterion.id!);
            const value = marks.get(key);
            return (
              <fieldset className="evaluation-marks" key={criterion.id}>
                <legend>
                  {criterion.name} <span className="project-note">(вес {criterion.weight})</span>
                </legend>
                {MARKS.map((mark) => (
                  <label key={mark} title={criterion.scale[mark - 1]}>
                    <input
                      type="radio"
                      name={key}
                      value={mark}
                      checked={value === mark}
                      onChange={() => setEdits((all) => new Map(all).set(key, mark))}
                    />
                    {mark}
                  </label>
                ))}
                <p className="evaluation-meaning">
                  {value === undefined
                    ? 'Оценка не выбрана'
                    : `${value} — ${criterion.scale[value - 1]}`}
                </p>
              </fieldset>
            );
          })}
        </section>
      ))}
      <p className="project-note">
        Выставлено {marks.size} из {needed}
      </p>
      <FormAlert messages={messages} />
      <div className="rubric-form__buttons">
        <button type="button" className="btn" disabled={busy} onClick={() => void send(false)}>
          Сохранить черновик
        </button>
        <button
          type="submit"
          className="btn btn--primary"
          aria-busy={busy}
          disabled={busy || marks.size < needed}
        >
          Отправить оценки
        </button>
      </div>
    </form>
  );
}
