import { formatScore } from '../../../../contract/tender-rubric';
import type { Evaluation } from '../../../../contract/tender-rubric-api';
import { useEvaluation } from '../api/rubric';
import type { Criterion } from './matrix-criteria';
import { KIND_NOTES } from './RubricSection';
import { TenderTag } from './TenderTag';

// The rubric's rows of the comparison matrix: each proposal's weighted total, each criterion's mark and, once
// the reader submitted its own, every evaluator's marks, with «Расхождение оценок» where they differ by 2.

const dash = <span className="matrix-note">—</span>;

function rowsOf(evaluation: Evaluation): Criterion[] {
  const names = new Map(evaluation.evaluators.map((e) => [e.id, e.me ? 'вы' : e.name]));
  const proposalOf = (candidate: number) =>
    evaluation.proposals.find((p) => p.candidate === candidate);
  const total: Criterion = {
    label: 'Итог по критериям',
    brief: 'из 100',
    value: (candidate) => {
      const proposal = proposalOf(candidate.id);
      if (!proposal) return dash;
      if (proposal.total !== null) return <strong>{formatScore(proposal.total)}</strong>;
      return (
        <span className="matrix-note">
          {evaluation.submitted ? 'ещё не оценено' : 'после отправки ваших оценок'}
        </span>
      );
    },
  };
  return [
    total,
    ...evaluation.criteria.map((criterion, index): Criterion => ({
      label: `${criterion.name} · ${criterion.weight}`,
      brief: KIND_NOTES[criterion.kind],
      value: (candidate) => {
        const score = proposalOf(candidate.id)?.scores[index];
        if (!score) return dash;
        return (
          <>
            {score.mark === null ? dash : formatScore(score.mark)}
            {score.disagreement && <TenderTag color="orange">Расхождение оценок</TenderTag>}
            {criterion.kind === 'people' && score.marks.length > 0 && (
              <ul className="matrix-marks" aria-label={`Оценки: ${criterion.name}`}>
                {score.marks.map((m) => (
                  <li key={m.evaluator}>
                    {names.get(m.evaluator) ?? 'коллега'}: {m.mark}
                  </li>
                ))}
              </ul>
            )}
          </>
        );
      },
    })),
  ];
}

/** The matrix's rubric rows for the round (none while its evaluation is loading or failed). */
export function useRubricRows(project: number, round: 1 | 2 = 1, enabled = true): Criterion[] {
  const evaluation = useEvaluation(project, round, enabled);
  if (!evaluation.data || evaluation.data.proposals.length === 0) return [];
  return rowsOf(evaluation.data);
}
