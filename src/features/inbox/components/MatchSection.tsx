import type { InboxProject } from '../../../../contract/tender';
import { ScoreExplanationList } from '../../../components/score-explanation/ScoreExplanation';
import { Section } from './Section';

/** Why the agency was matched (the ranking's explanation, from its side) and what would raise its score. */
export function MatchSection({ match }: { match: InboxProject['match'] }) {
  if (!match)
    return (
      <Section title="Почему вас пригласили">
        <p className="inbox-muted">
          Заказчик пригласил агентство сам: оценки совпадения с проектом нет.
        </p>
      </Section>
    );
  return (
    <Section title="Почему вас пригласили">
      <p className="inbox-score">
        Совпадение с проектом: <strong>{match.score}</strong> из 100
      </p>
      <ScoreExplanationList explanation={match.explanation} />
      <h3 className="inbox-subheading">Что поднимет оценку</h3>
      {match.advice.length > 0 ? (
        <ul className="inbox-advice">
          {match.advice.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : (
        <p className="inbox-muted">Агентство получило по этому проекту все баллы, какие могло.</p>
      )}
    </Section>
  );
}
