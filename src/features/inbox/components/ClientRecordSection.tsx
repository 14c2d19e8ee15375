import type { ClientRecord, ClientTenders } from '../../../../contract/tender';
import {
  COMMUNICATION_CRITERIA,
  type CommunicationCriterion,
} from '../../../../contract/tender-rules';
import { plural, type PluralForms } from '../../../../contract/plural';
import { formatAverage, formatCalendarDay } from '../format';
import { Section } from './Section';
import '../../../components/facts/facts.css';

const NO_DATA = 'нет данных';

/** «4,5 дня», «2 дня», «5 дней»: a fraction takes the genitive singular, a whole number agrees with it. */
const amount = (value: number, forms: PluralForms) =>
  Number.isInteger(value)
    ? plural(value, forms)
    : `${value.toLocaleString('ru-RU', { maximumFractionDigits: 1 })} ${forms[1]}`;

/** «67 %» of a share 0…1. */
const percent = (share: number) => `${Math.round(share * 100)}\u00a0%`;

/** How the client ran its tenders here: counts and medians from the server, «нет данных» where none. */
function TenderHabits({ tenders }: { tenders: ClientTenders }) {
  const finished = (share: number | null) =>
    share === null
      ? NO_DATA
      : `${percent(share)} из ${plural(tenders.closed, ['завершённого', 'завершённых', 'завершённых'])}`;
  const answers =
    tenders.questions === 0
      ? NO_DATA
      : tenders.median_hours_to_answer === null
        ? `пока без ответа (вопросов: ${tenders.questions})`
        : `медиана ${amount(tenders.median_hours_to_answer, ['час', 'часа', 'часов'])}, ответил на ${tenders.questions_answered} из ${tenders.questions}`;
  return (
    <>
      <h3 className="inbox-subheading">Как проводит тендеры</h3>
      <dl className="facts">
        <div>
          <dt>Тендеров на платформе</dt>
          <dd>{tenders.tenders}</dd>
        </div>
        <div>
          <dt>Выбран победитель</dt>
          <dd>{finished(tenders.winner_share)}</dd>
        </div>
        <div>
          <dt>Отменены</dt>
          <dd>{finished(tenders.cancelled_share)}</dd>
        </div>
        <div>
          <dt>От приглашения до решения</dt>
          <dd>
            {tenders.median_days_to_decision === null
              ? NO_DATA
              : `медиана ${amount(tenders.median_days_to_decision, ['день', 'дня', 'дней'])}`}
          </dd>
        </div>
        <div>
          <dt>Ответ на вопрос</dt>
          <dd>{answers}</dd>
        </div>
      </dl>
    </>
  );
}

/**
 * How candidates of the client's earlier tenders rated it, how many projects it closed here, and how it runs
 * its tenders.
 */
export function ClientRecordSection({
  record,
  tenders,
}: {
  record: ClientRecord;
  tenders: ClientTenders;
}) {
  return (
    <Section title="Репутация заказчика">
      <p>
        {record.projects_closed > 0
          ? `Закрыл на платформе ${plural(record.projects_closed, ['проект', 'проекта', 'проектов'])}.`
          : 'Ещё не закрывал проектов на платформе.'}
      </p>
      <TenderHabits tenders={tenders} />
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
