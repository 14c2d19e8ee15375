import { MATCHING_CRITERIA, type ScoreExplanation } from '../../../contract/matching';
import './score-explanation.css';

/**
 * Each criterion of a ranking's score: its label, what matched and the points it added, out of its weight.
 * The client's ranking and the agency's own project page read the same explanation.
 */
export function ScoreExplanationList({ explanation }: { explanation: ScoreExplanation[] }) {
  return (
    <ul className="score-parts">
      {explanation.map((part) => (
        <li key={part.criterion}>
          <span className="score-parts__label">{part.label}</span>
          <span className="score-parts__matched">{part.matched}</span>
          <span className="score-parts__points">
            +{part.points}
            <span className="score-parts__weight">
              {' '}
              из {MATCHING_CRITERIA[part.criterion].weight}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
