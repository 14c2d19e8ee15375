import { rightDeniedMessage } from '../../../../contract/agency-rights';
import { InfoCircleOutlined } from '../../../components/icons/ant-icons';
import { Icon } from '../../../components/icons/Icon';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../hooks/use-session';
import { EmployeeList } from './EmployeeList';
import { InviteSection } from './InviteSection';
import './staff.css';

/**
 * /panel/staff: the agency's team. Everyone in it sees it; the leader and managers manage it. Plain HTML:
 * antd (the invitation form) loads only when the user asks to invite.
 */
export function StaffPage() {
  useDocumentTitle('Сотрудники');
  const { user } = useSession();
  const rights = useAgencyRights();
  const canManage = rights.can('manageStaff');

  return (
    <div className="staff-page">
      <h1>Сотрудники</h1>
      <p className="staff-page__lead">
        Команда агентства: коллеги получают приглашение по почте, задают пароль и работают в панели
        со своей ролью.
      </p>
      {rights.role === null ? (
        <div className="staff-page__pending" aria-hidden="true">
          <span className="staff-skeleton staff-skeleton--button" />
        </div>
      ) : canManage ? (
        <InviteSection />
      ) : (
        <p className="staff-page__note">
          <Icon def={InfoCircleOutlined} />
          {rightDeniedMessage('manageStaff')}
        </p>
      )}
      <section className="surface-card" aria-labelledby="staff-team-title">
        <h2 id="staff-team-title">Команда</h2>
        <EmployeeList canManage={canManage} selfUserId={user?.id ?? null} />
      </section>
    </div>
  );
}
