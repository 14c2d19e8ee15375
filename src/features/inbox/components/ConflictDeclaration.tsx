import {
  CONFLICT_ANSWERS,
  CONFLICT_NOTE_MAX,
  SEPARATE_TEAM_LABEL,
  type ConflictAnswer,
} from '../../../../contract/tender-conflict';
import type { InvitationAnswerInput } from '../../../../contract/tender';
import { Field, fieldAria } from '../../../components/plain-form/Field';
import './ConflictDeclaration.css';

/** The agency's word on a conflict of interest, as the acceptance sends it. */
export type ConflictDraft = { answer: ConflictAnswer | null; separateTeam: boolean; note: string };
export const NO_CONFLICT_DRAFT: ConflictDraft = { answer: null, separateTeam: false, note: '' };

/** The acceptance's conflict fields; null while nothing is chosen (the server would refuse it too). */
export function conflictFields(draft: ConflictDraft): Partial<InvitationAnswerInput> | null {
  if (draft.answer === null) return null;
  if (draft.answer === 'none') return { conflict: 'none' };
  return {
    conflict: 'declared',
    conflict_separate_team: draft.separateTeam,
    ...(draft.note.trim() && { conflict_note: draft.note.trim() }),
  };
}

const ANSWERS = Object.keys(CONFLICT_ANSWERS) as ConflictAnswer[];

/**
 * «Конфликт интересов» before accepting: none, or one declared with a separate team and a note. The agency
 * never sees whom the client named as its competitors: it answers for its own clients.
 */
export function ConflictDeclaration({
  draft,
  onChange,
  error,
}: {
  draft: ConflictDraft;
  onChange: (draft: ConflictDraft) => void;
  error?: string;
}) {
  const noteLeft = CONFLICT_NOTE_MAX - draft.note.length;
  return (
    <fieldset
      className="conflict-declaration"
      id="conflict-declaration"
      aria-describedby={error ? 'conflict-declaration-error' : 'conflict-declaration-help'}
      aria-invalid={error ? true : undefined}
    >
      <legend>Конфликт интересов</legend>
      <p className="field__help" id="conflict-declaration-help">
        Работаете ли вы сейчас с конкурентами заказчика или с компаниями его отрасли? Ответ увидит
        только заказчик.
      </p>
      <div className="conflict-declaration__answers">
        {ANSWERS.map((answer) => (
          <label key={answer} className="checkbox">
            <input
              type="radio"
              name="conflict"
              checked={draft.answer === answer}
              onChange={() => onChange({ ...draft, answer })}
            />
            <span>{CONFLICT_ANSWERS[answer]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id="conflict-declaration-error">
          {error}
        </p>
      )}
      {draft.answer === 'declared' && (
        <div className="conflict-declaration__details">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.separateTeam}
              onChange={(event) => onChange({ ...draft, separateTeam: event.target.checked })}
            />
            <span>
              {SEPARATE_TEAM_LABEL}: над проектом работают люди, не связанные с конкурентами
            </span>
          </label>
          <Field
            id="conflict-note"
            label="Пояснение для заказчика"
            help={`Необязательно. Осталось символов: ${noteLeft}.`}
          >
            <textarea
              className="input textarea"
              rows={3}
              maxLength={CONFLICT_NOTE_MAX}
              value={draft.note}
              {...fieldAria('conflict-note', undefined, true)}
              onChange={(event) => onChange({ ...draft, note: event.target.value })}
            />
          </Field>
        </div>
      )}
    </fieldset>
  );
}
