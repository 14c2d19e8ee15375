import type { Candidate, Tender } from '../../../../contract/tender';
import { plural } from '../../../../contract/plural';
import { Notice } from '../../../components/plain-form/Notice';
import { formatMoment, hasProposal } from './tender-format';

const PROPOSAL_FORMS = ['предложение', 'предложения', 'предложений'] as const;

/** Why the proposals cannot be read yet, and when they can. */
export function SealedNotice({ tender }: { tender: Tender }) {
  return (
    <Notice type="info" title="Предложения запечатаны">
      <p>
        Предложения вскроются {formatMoment(tender.deadline)} или когда ответят все приглашённые. До
        этого видно, кто отправил предложение и когда, но не его содержание: так ни одно агентство
        не получит преимущества. Сравнение и решения станут доступны после вскрытия.
      </p>
    </Notice>
  );
}

/**
 * The proposals' part of the tender while they are sealed: who sent a proposal and when, who is still
 * awaited. No matrix and no decisions: those need the content.
 */
export function SealedProposals({
  tender,
  candidates,
}: {
  tender: Tender;
  candidates: Candidate[];
}) {
  const sent = candidates.filter(hasProposal).length;
  return (
    <>
      <SealedNotice tender={tender} />
      <p className="project-note">
        Отправлено {plural(sent, PROPOSAL_FORMS)} из {candidates.length}.
      </p>
      <ul className="agency-rows" aria-label="Участники и их предложения">
        {candidates.map((candidate) => (
          <li key={candidate.id}>
            <strong>{candidate.contractor_name}</strong>
            <span className={candidate.submitted_at ? undefined : 'matrix-note'}>
              {candidate.submitted_at
                ? `Предложение отправлено ${formatMoment(candidate.submitted_at)}`
                : 'Ждём предложение'}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
