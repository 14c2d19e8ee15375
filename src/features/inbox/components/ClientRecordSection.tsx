import type { ClientRecord } from '../../../../contract/tender';
import {
  COMMUNICATION_CRITERIA,
  type CommunicationCriterion,
} from '../../../../contract/tender-rules';
import { plural } from '../../../../contract/plural';
import { formatAverage, formatCalendarDay } from '../format';
import { Section } from './Section';
import '../../../components/facts/facts.css';

/** How candidates of the client's earlier tenders rated it, and how many projects it closed here. */
export function ClientRecordSection({ record }: { record: ClientRecord }) {
  return (
    <Section title="Репутация заказчика">
      <p>
        {record.projects_closed > 0
          ? `Закрыл на платформе ${plural(record.projects_closed, ['проект', 'проекта', 'проектов'])}.`
          : 'Ещё не закрывал проектов на платформе.'}
      </p>
      {record.count === 0 ? (
        <p className="inbox-muted">Агентства ещё не оценивали, как этот заказчик ведёт тендеры.</p>
      ) : (
        <>
          <p>
            Оценки участников тендеров ({plural(record.count, ['оценка', 'оценки', 'оценок'])}, из
            5):
          </p>
          <dl className="facts">
            {(Object.keys(COMMUNICATION_CRITERIA) as CommunicationCriterion[]).map((key) => (
              <div key={key}>
                <dt>{COMMUNICATION_CRITERIA[key]}</dt>
                <dd>{formatAverage(record[key])}</dd>
              </div>
            ))}
          </dl>
          {record.recent.length > 0 && (
            <>
              <h3 className="inbox-subheading">Последние отзывы агентств</h3>
              <ul className="inbox-recent">
                {record.recent.map((item) => (
                  <li key={`${item.created_at}-${item.text}`}>
                    <span className="inbox-muted">
                      {formatCalendarDay(item.created_at.slice(0, 10))} ·{' '}
                      {formatAverage(item.average)} из 5
                    </span>
                    <p className="inbox-text">{item.text}</p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Section>
  );
}
