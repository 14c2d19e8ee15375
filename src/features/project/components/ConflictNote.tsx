import { declarationText } from '../../../../contract/tender-conflict';
import type { ConflictFlag } from '../../../../contract/tender-conflict-api';
import { useConflicts } from '../api/conflicts';
import { TenderTag } from './TenderTag';
import './ConflictNote.css';

// «Конфликт интересов» beside an agency (the ranking, the invitations, the matrix): the level, what matched,
// and what the agency declared on accepting. A note, never a filter: the client decides.

/** The level's tag: «Работает с конкурентом» red, «Клиент в вашей отрасли» orange; nothing without a flag. */
export function ConflictTag({ flag }: { flag: ConflictFlag | undefined }) {
  if (!flag?.level) return null;
  return <TenderTag color={flag.level === 'competitor' ? 'red' : 'orange'}>{flag.label}</TenderTag>;
}

/** The tag, the reasons one per line, and the agency's declaration with its note. */
export function ConflictNote({ flag }: { flag: ConflictFlag | undefined }) {
  if (!flag) return null;
  const { declaration } = flag;
  return (
    <div className="conflict-note" role="group" aria-label="Конфликт интересов">
      <ConflictTag flag={flag} />
      {flag.reasons.length > 0 && (
        <ul className="conflict-note__reasons">
          {flag.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {declaration && (
        <p className="conflict-note__declaration">
          {declarationText(declaration)}
          {declaration.note && <span className="conflict-note__text"> — {declaration.note}</span>}
        </p>
      )}
    </div>
  );
}

/** An invitee's note in the invitations' list (one read of the project's invitees for every row). */
export function InviteeConflict({ project, contractor }: { project: number; contractor: number }) {
  return <ConflictNote flag={useConflicts(project).get(contractor)} />;
}

/** A favourite's tag and reasons in the invitation form (its flags are read for all the favourites at once). */
export function FavouriteConflict({ flag }: { flag: ConflictFlag | undefined }) {
  if (!flag?.level) return null;
  return (
    <>
      <ConflictTag flag={flag} />
      <span className="conflict-note__inline">{flag.reasons.join('; ')}</span>
    </>
  );
}
