import { useState, type CSSProperties } from 'react';
import type { ScoreExplanation } from '../../../contract/matching';
import { ScoreExplanationList } from './ScoreExplanation';
import './score-why.css';

/** A score out of 100 as a ring, read as «Совпадение N из 100», as the ranking shows it. */
export function ScoreRing({ score }: { score: number }) {
  return (
    <div
      className="score-ring"
      role="img"
      aria-label={`Совпадение ${score} из 100`}
      style={{ '--score': score } as CSSProperties}
    >
      <span aria-hidden="true">{score}</span>
    </div>
  );
}

/**
 * «Почему подходит» and, unfolded, the score's criteria (what matched, the points of each out of its weight,
 * a criterion that did not match at +0): the ranking's explanation, wherever a score is shown.
 */
export function ScoreWhy({ id, explanation }: { id: string; explanation: ScoreExplanation[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="score-why"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        Почему подходит
      </button>
      <div id={id} hidden={!open}>
        {open && <ScoreExplanationList explanation={explanation} />}
      </div>
    </>
  );
}
