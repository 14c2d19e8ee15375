import { Alert, Skeleton } from 'antd';
import { rightDeniedMessage } from '../../../../contract/agency-rights';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../hooks/use-session';
import { AddEmployeeForm } from './AddEmployeeForm';
import { EmployeeList } from './EmployeeList';
import './staff.css';

/** /panel/staff: the agency's team. Everyone in it sees it; the leader and managers manage it. */
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
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : canManage ? (
        <section className="surface-card">
          <h2>Пригласить сотрудника</h2>
          <AddEmployeeForm />
        </section>
      ) : (
        <Alert
          className="staff-page__note"
          type="info"
          showIcon
          title={rightDeniedMessage('manageStaff')}
        />
      )}
      <section className="surface-card">
        <h2>Команда</h2>
        <EmployeeList canManage={canManage} selfUserId={user?.id ?? null} />
      </section>
    </div>
  );
}
