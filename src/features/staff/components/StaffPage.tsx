import { Result } from 'antd';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../hooks/use-session';
import { isEmployee } from '../../../lib/roles';
import { AddEmployeeForm } from './AddEmployeeForm';
import { EmployeeList } from './EmployeeList';
import './staff.css';

/** /panel/staff: the leader's team. Employees are managed, not managing: they see a 403 screen. */
export function StaffPage() {
  useDocumentTitle('Сотрудники');
  const { user } = useSession();

  if (isEmployee(user))
    return (
      <Result
        status="403"
        title="Нет доступа"
        subTitle="Сотрудниками агентства управляет его руководитель."
        extra={
          <ButtonLink to={paths.panel.root.getHref()} variant="primary">
            В панель
          </ButtonLink>
        }
      />
    );
  return (
    <div className="staff-page">
      <h1>Сотрудники</h1>
      <p className="staff-page__lead">
        Пригласите коллег: они получат письмо, зададут пароль и будут отвечать на приглашения
        заказчиков от имени агентства.
      </p>
      <section className="surface-card">
        <h2>Пригласить сотрудника</h2>
        <AddEmployeeForm />
      </section>
      <section className="surface-card">
        <h2>Команда</h2>
        <EmployeeList />
      </section>
    </div>
  );
}
