import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { InboxItem } from '../../../../contract/tender';
import { paths } from '../../../config/paths';
import { useInbox } from '../api/inbox';
import { formatMoment } from '../format';
import './inbox-skeleton.css';
import './NeedsAnswer.css';

/** A tender's deadline this close, with the proposal not sent, needs an answer now. */
export const DEADLINE_NEAR_MS = 3 * 24 * 60 * 60 * 1000;

/** Tenders whose proposals close within DEADLINE_NEAR_MS of `now` and still lack the agency's proposal. */
export function nearDeadlines(items: InboxItem[], now: number): InboxItem[] {
  return items.filter((item) => {
    if (item.proposal_submitted || !item.tender_deadline) return false;
    const left = Date.parse(item.tender_deadline) - now;
    return left > 0 && left <= DEADLINE_NEAR_MS;
  });
}

/**
 * «Требует ответа» on /panel: new invitations, and tenders closing soon without the agency's proposal,
 * each a link to its project.
 */
export function NeedsAnswer() {
  const headingId = useId();
  const invitations = useInbox('new', 1);
  const tenders = useInbox('tender', 1);
  const fresh = invitations.data?.data;
  // The tenders' answer time is the clock's at their fetch: a render does not read the clock.
  const due = tenders.data ? nearDeadlines(tenders.data.data.results, tenders.dataUpdatedAt) : [];
  const loading = !fresh || !tenders.data;
  const failed = invitations.isError || tenders.isError;
  const items = [
    ...(fresh?.results ?? []).map((item) => ({
      item,
      what: 'Новое приглашение',
      when: `ответить до ${formatMoment(item.expires_at)}`,
    })),
    ...due.map((item) => ({
      item,
      what: 'Срок предложений',
      when: `до ${formatMoment(item.tender_deadline!)}, предложение не отправлено`,
    })),
  ];
  const more = (fresh?.count ?? 0) - (fresh?.results.length ?? 0);
  return (
    <section className="surface-card needs-answer" aria-labelledby={headingId}>
      <h2 id={headingId}>Требует ответа</h2>
      {failed && loading ? (
        <p>Не удалось загрузить приглашения.</p>
      ) : loading ? (
        <div role="status" aria-label="Загрузка" className="inbox-skeleton">
          <span aria-hidden="true" />
        </div>
      ) : items.length === 0 ? (
        <p>Новых приглашений и близких сроков тендеров нет.</p>
      ) : (
        <ul className="needs-answer__list">
          {items.map(({ item, what, when }) => (
            <li key={`${what}-${item.invitation}`}>
              <span className="needs-answer__what">{what}</span>
              <Link to={paths.panel.project.getHref(item.project)}>{item.title}</Link>
              <span className="needs-answer__when">
                {item.company_name} · {when}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p>И ещё {more} в разделе «Проекты».</p>}
      <Link to={paths.panel.projects.getHref()} className="btn">
        Все проекты
      </Link>
    </section>
  );
}
