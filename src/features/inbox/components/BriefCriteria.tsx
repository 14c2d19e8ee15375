import type { RubricCriterion } from '../../../../contract/tender-rubric-api';
import './BriefCriteria.css';

/** How the client scores a criterion, as the invitee reads it. */
const HOW: Record<RubricCriterion['kind'], string> = {
  price: 'по цене предложения: самая низкая получает 5, остальные — пропорционально',
  timeline: 'по сроку: самый короткий получает 5, срок позже срока проекта — 1',
  people: 'оценивают люди заказчика по шкале от 1 до 5',
};

/** «Критерии оценки» in the brief: what the proposals will be scored on, published before they are sent. */
export function BriefCriteria({ criteria }: { criteria: RubricCriterion[] }) {
  if (criteria.length === 0) return null;
  return (
    <div className="brief-criteria">
      <h3 className="inbox-subheading">Критерии оценки предложений</h3>
      <ul className="brief-criteria__list">
        {criteria.map((c) => (
          <li key={c.name}>
            <strong>
              {c.name} — {c.weight} из 100
            </strong>
            <span className="inbox-muted"> · {HOW[c.kind]}</span>
            <details>
              <summary>Шкала оценок</summary>
              <ol>
                {c.scale.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ol>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
