import { Link } from 'react-router-dom';
import type { Invitation } from '../../../../contract/tender';
import {
  CANDIDATE_STATUSES,
  INVITATION_STATUSES,
  type CandidateStatus,
  type InvitationStatus,
} from '../../../../contract/tender-rules';
import { paths } from '../../../config/paths';
import { InviteeConflict } from './ConflictNote';
import { formatMoment } from './tender-format';
import { TenderTag, type TagColor } from './TenderTag';
import './InvitationList.css';

const INVITATION_COLORS: Record<InvitationStatus, TagColor> = {
  sent: 'default',
  viewed: 'blue',
  accepted: 'green',
  declined: 'red',
  expired: 'orange',
};
export const CANDIDATE_COLORS: Record<CandidateStatus, TagColor> = {
  participant: 'blue',
  shortlisted: 'gold',
  winner: 'green',
  rejected: 'red',
};

/** When the invitation last moved: answered, opened, or sent (with its answer-by time while it waits). */
function invitationTime(invitation: Invitation): string {
  if (invitation.answered_at) return `Ответ ${formatMoment(invitation.answered_at)}`;
  const sent = `Отправлено ${formatMoment(invitation.created_at)}`;
  if (invitation.status === 'expired') return sent;
  return `${sent} · ответить до ${formatMoment(invitation.expires_at)}`;
}

/** A confidential project's line: whether the agency accepted the terms, and when. */
const termsLine = (invitation: Invitation) =>
  invitation.terms_accepted_at
    ? `Условия конфиденциальности приняты ${formatMoment(invitation.terms_accepted_at)}`
    : 'Условия конфиденциальности не приняты';

/**
 * Who was invited and where each stands: the invitation's status, a refusal's reason, the tender's status, and
 * for a confidential project who accepted its terms.
 */
export function InvitationList({
  invitations,
  confidential = false,
}: {
  invitations: Invitation[];
  confidential?: boolean;
}) {
  return (
    <ul className="invitation-rows" aria-label="Приглашённые агентства">
      {invitations.map((invitation) => (
        <li key={invitation.id}>
          <div className="invitation-rows__head">
            <Link to={paths.executor.getHref(invitation.contractor)}>
              {invitation.contractor_name}
            </Link>
            <span>
              <TenderTag color={INVITATION_COLORS[invitation.status]}>
                {INVITATION_STATUSES[invitation.status]}
              </TenderTag>
              {invitation.candidate_status && (
                <TenderTag color={CANDIDATE_COLORS[invitation.candidate_status]}>
                  {CANDIDATE_STATUSES[invitation.candidate_status]}
                </TenderTag>
              )}
            </span>
          </div>
          {invitation.status === 'declined' && (
            <p className="invitation-rows__reason">
              Причина: {invitation.refusal_reason_name ?? 'не указана'}
              {invitation.refusal_comment && ` — ${invitation.refusal_comment}`}
            </p>
          )}
          {confidential && <p className="invitation-rows__time">{termsLine(invitation)}</p>}
          <p className="invitation-rows__time">{invitationTime(invitation)}</p>
          <InviteeConflict project={invitation.project} contractor={invitation.contractor} />
        </li>
      ))}
    </ul>
  );
}
