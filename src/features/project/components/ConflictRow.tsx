import type { Candidate } from '../../../../contract/tender';
import { useConflicts } from '../api/conflicts';
import { ConflictNote } from './ConflictNote';
import type { Criterion } from './matrix-criteria';

// The comparison matrix's «Конфликт интересов» row: each candidate's flag and declaration, shown only when one
// of them has something to show.

/** The row, or none while no candidate is flagged or has declared. */
export function useConflictRows(project: number, candidates: Candidate[]): Criterion[] {
  const flags = useConflicts(
    project,
    candidates.map((candidate) => candidate.contractor),
  );
  if (flags.size === 0) return [];
  return [
    {
      label: 'Конфликт интересов',
      brief: 'конкуренты из брифа',
      value: (candidate) =>
        flags.has(candidate.contractor) ? (
          <ConflictNote flag={flags.get(candidate.contractor)} />
        ) : (
          <span className="matrix-note">не отмечен</span>
        ),
    },
  ];
}
