import { plural } from '../../../../contract/plural';
import { useInvitationCounts } from '../api/invitations';

const AGENCIES = ['агентство', 'агентства', 'агентств'] as const;

/** «Приглашены» and «Ответили» of a project's summary, from its invitations. */
export function InvitationCounts({ project }: { project: number }) {
  const counts = useInvitationCounts(project);
  const value = (pick: (counts: { invited: number; answered: number }) => number) =>
    counts.isPending ? (
      <span className="project-card__muted">считаем…</span>
    ) : counts.isError ? (
      <span className="project-card__muted">не удалось посчитать</span>
    ) : (
      <strong>{plural(pick(counts.data), AGENCIES)}</strong>
    );
  return (
    <>
      <div>
        <dt>Приглашены</dt>
        <dd>{value((counts) => counts.invited)}</dd>
      </div>
      <div>
        <dt>Ответили</dt>
        <dd>{value((counts) => counts.answered)}</dd>
      </div>
    </>
  );
}
