import type { RankedAgency } from '../../../../contract/ranking';
import { MATCHING_CRITERIA } from '../../../../contract/matching';

/** Each criterion of the score: what matched and the points it added, out of its weight. */
export function ScoreExplanation({ item }: { item: RankedAgency }) {
  return (
    <ul className="score-explanation">
      {item.explanation.map((part) => (
        <li key={part.criterion}>
          <span className="score-explanation__label">{part.label}</span>
          <span className="score-explanation__matched">{part.matched}</span>
          <span className="score-explanation__points">
            +{part.points}
            <span className="score-explanation__weight">
              {' '}
              из {MATCHING_CRITERIA[part.criterion].weight}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
