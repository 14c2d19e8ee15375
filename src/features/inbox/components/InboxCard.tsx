import { Link } from 'react-router-dom';
import type { InboxItem } from '../../../../contract/tender';
import { paths } from '../../../config/paths';
import { budgetLabel, formatMoment, standingLabel } from '../format';
import './InboxCard.css';

/** The moment that matters next: the answer-by time of an open invitation, or the tender's deadline. */
export function nextDeadline(item: InboxItem): string | null {
  if (item.status === 'sent' || item.status === 'viewed')
    return `Ответить до ${formatMoment(item.expires_at)}`;
  if (item.state === 'tender' && item.tender_deadline)
    return `${item.proposal_submitted ? 'Предложение отправлено · ' : ''}Предложения до ${formatMoment(item.tender_deadline)}`;
  return null;
}

/** One project of the inbox: what it is, for whom, its budget, where the agency stands and what is due. */
export function InboxCard({ item }: { item: InboxItem }) {
  const due = nextDeadline(item);
  return (
    <li className="inbox-card">
      <div className="inbox-card__head">
        <h2 className="inbox-card__title">
          <Link to={paths.panel.project.getHref(item.project)}>{item.title}</Link>
        </h2>
        <span className={`inbox-status inbox-status--${item.state}`}>
          {standingLabel(item.status, item.candidate_status)}
        </span>
      </div>
      <p className="inbox-card__company">{item.company_name}</p>
      <p className="inbox-card__budget">{budgetLabel(item.budget)}</p>
      {due && <p className="inbox-card__due">{due}</p>}
    </li>
  );
}
