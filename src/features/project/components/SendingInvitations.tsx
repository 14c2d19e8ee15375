import { isTenderOver } from '../../../../contract/project-rules';
import { Notice } from '../../../components/plain-form/Notice';
import { useBudgetCheck } from '../api/budget-check';
import { useFavouriteConflicts } from '../api/conflicts';
import { useProject } from '../api/projects';
import { useInvitations } from '../api/invitations';
import { useRequirements } from '../api/requirements';
import { BudgetCheck } from './BudgetCheck';
import { InvitationList } from './InvitationList';
import { InviteForm } from './InviteForm';
import { Panel, Placeholder } from './Plain';
import './tender.css';
import './RequirementsEditor.css';

/** The invitations' tab: the budget check, the favourites to invite with a message, and who was invited. */
export function SendingInvitations({ project }: { project: number }) {
  const current = useProject(project);
  const requirements = useRequirements(project);
  const invitations = useInvitations(project);
  const closed = current.data !== undefined && isTenderOver(current.data.status);
  // The same query BudgetCheck shows: the form waits for it, so the check never pushes the form down.
  const budget = useBudgetCheck(requirements.data, current.data?.budget);
  const checking =
    !closed && requirements.isSuccess && Boolean(current.data?.budget) && budget.isPending;
  const favourites = requirements.data?.whitelist.map((row) => row.contractor) ?? [];
  // Likewise the favourites come with their conflict notes (started by the route as soon as they are known).
  const conflicts = useFavouriteConflicts(
    project,
    favourites.map((agency) => agency.id),
    !closed,
  );
  return (
    <div className="requirements-editor">
      {closed ? (
        <Notice
          type="info"
          title={
            current.data?.status === 'closed'
              ? 'Проект закрыт: новые приглашения не отправляются'
              : 'Исполнитель выбран: новые приглашения не отправляются'
          }
        />
      ) : (
        <BudgetCheck project={project} />
      )}
      {requirements.isPending || invitations.isPending || checking || conflicts.pending ? (
        <Placeholder label="Загрузка избранного и приглашений" rows={4} />
      ) : requirements.isError || invitations.isError ? (
        <Notice type="error" role="alert" title="Не удалось загрузить избранное и приглашения" />
      ) : (
        <>
          {!closed && (
            <InviteForm
              project={project}
              favourites={favourites}
              invitations={invitations.data}
              conflicts={conflicts.flags}
            />
          )}
          {invitations.data.length > 0 && (
            <Panel title={<h2 className="project-section-title">Приглашённые агентства</h2>}>
              <InvitationList
                invitations={invitations.data}
                confidential={current.data?.confidential}
              />
            </Panel>
          )}
        </>
      )}
    </div>
  );
}
