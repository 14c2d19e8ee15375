import type { ReactNode } from 'react';
import type { Candidate } from '../../../../contract/tender';
import type { Finalist, FinalRound } from '../../../../contract/tender-final-round';
import { useFinalRound } from '../../../lib/final-round';
import type { Criterion } from './matrix-criteria';
import { useRubricRows } from './RubricScores';
import { formatMoment, formatRoubles } from './tender-format';

// The comparison matrix's final-round rows: each finalist's first and final price, timeline and approach side
// by side (the final sealed until the round opens), then the round-2 rubric. None without a final round.

const note = (text: string) => <span className="matrix-note">{text}</span>;

/** A finalist's final value beside its first, or why it is not shown. */
function finalCell(
  round: FinalRound,
  finalist: Finalist | undefined,
  show: (f: Finalist) => ReactNode,
): ReactNode {
  if (!finalist) return note('не в финале');
  if (!finalist.submitted_at) return note('не прислано: действует первое');
  if (!round.open) return note(`запечатано · прислано ${formatMoment(finalist.submitted_at)}`);
  return show(finalist);
}

const days = (value: number | null) => (value === null ? '—' : `${value} дн.`);
const roubles = (value: number | null) => (value === null ? '—' : formatRoubles(value));

/** The rows, or none while there is no final round (or it is loading). */
export function useFinalRoundRows(project: number, candidates: Candidate[]): Criterion[] {
  const round = useFinalRound(project, candidates.length > 0);
  const data = round.data?.started_at ? round.data : undefined;
  const rubric = useRubricRows(project, 2, data?.open === true);
  if (!data) return [];
  const finalistOf = (candidate: Candidate) =>
    data.finalists.find((f) => f.candidate === candidate.id);
  const brief = `до ${formatMoment(data.deadline!)}`;
  return [
    {
      label: 'Финальная цена',
      brief,
      value: (candidate) =>
        finalCell(data, finalistOf(candidate), (f) => (
          <>
            {roubles(f.first.price)} → <strong>{roubles(f.final.price)}</strong>
          </>
        )),
    },
    {
      label: 'Финальный срок',
      brief: 'было → стало',
      value: (candidate) =>
        finalCell(data, finalistOf(candidate), (f) => (
          <>
            {days(f.first.timeline_days)} → <strong>{days(f.final.timeline_days)}</strong>
          </>
        )),
    },
    {
      label: 'Подход в финале',
      brief: '—',
      value: (candidate) =>
        finalCell(data, finalistOf(candidate), (f) => (
          <span className="matrix-text">{f.final.approach}</span>
        )),
    },
    ...rubric.map((row) => ({ ...row, label: `Финал · ${row.label}` })),
  ];
}
