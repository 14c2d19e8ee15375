import { CONFLICT_MESSAGES } from '../../../contract/tender-conflict';
import type { InvitationAnswerInput } from '../../../contract/tender';
import { throwIfAny, type FieldErrors } from '../../http/errors';

// The agency's word on a conflict of interest, given when it accepts an invitation: none, or one declared
// (with a separate team and a note, both optional). It never reads the client's named competitors.

export interface ConflictAnswerRows {
  /** The invitation's columns. */
  columns: { conflict: 'none' | 'declared'; conflictSeparateTeam: boolean; conflictNote: string };
  /** The protocol's `invitation_accepted` details (protocol-text.ts words them). */
  details: { conflict: 'none' | 'declared'; separate_team: boolean; note: string };
}

/**
 * The answer's conflict fields checked: required when accepting, said only then; a separate team only with a
 * declared conflict. Null for an answer that is not an acceptance. Throws the 400 before anything is written.
 */
export function conflictOnAnswer(body: InvitationAnswerInput): ConflictAnswerRows | null {
  const errors: FieldErrors = {};
  const given =
    body.conflict !== undefined ||
    body.conflict_separate_team !== undefined ||
    body.conflict_note !== undefined;
  if (body.status !== 'accepted') {
    if (given) errors.conflict = [CONFLICT_MESSAGES.conflictOnlyOnAccept];
    throwIfAny(errors);
    return null;
  }
  if (body.conflict === undefined) errors.conflict = [CONFLICT_MESSAGES.conflictRequired];
  if (body.conflict_separate_team === true && body.conflict !== 'declared')
    errors.conflict_separate_team = [CONFLICT_MESSAGES.separateTeamOnlyDeclared];
  throwIfAny(errors);
  const conflict = body.conflict!;
  const separateTeam = body.conflict_separate_team === true;
  const note = body.conflict_note?.trim() ?? '';
  return {
    columns: { conflict, conflictSeparateTeam: separateTeam, conflictNote: note },
    details: { conflict, separate_team: separateTeam, note },
  };
}
