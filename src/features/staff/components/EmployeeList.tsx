import { Button, Empty, Popconfirm, Result, Select, Skeleton, Tag } from 'antd';
import { DeleteOutlined, MailOutlined, StopOutlined } from '@ant-design/icons';
import type { Employee } from '../../../../contract/accounts';
import { fullName } from '../../../../contract/people-rules';
import { dayjs } from '../../../lib/dayjs';
import { useChangeRole } from '../api/change-role';
import { useEmployees } from '../api/get-employees';
import { useRoles } from '../api/get-roles';
import { useRemoveEmployee } from '../api/remove-employee';
import { useResendInvitation } from '../api/resend-invitation';
import { useWithdrawInvitation } from '../api/withdraw-invitation';

type EmployeeListProps = {
  /** Whether the viewer may invite, re-role and remove (the rights table's `manageStaff`). */
  canManage: boolean;
  /** The viewer's own user id: nobody manages its own place in the team here. */
  selfUserId: number | null;
};

const STATUS = {
  accepted: { color: 'green', label: 'Активен' },
  pending: { color: 'orange', label: 'Ожидает' },
  expired: { color: 'red', label: 'Истекло' },
} as const;

/** The agency's team with names, roles and where each invitation stands; actions for those who manage. */
export function EmployeeList({ canManage, selfUserId }: EmployeeListProps) {
  const employees = useEmployees();

  if (employees.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (employees.isError)
    return (
      <Result
        status="warning"
        title="Не удалось загрузить сотрудников"
        extra={<Button onClick={() => void employees.refetch()}>Повторить</Button>}
      />
    );
  if (employees.data.results.length === 0)
    return <Empty description="Пока вы работаете один: пригласите коллег по почте" />;

  return (
    <ul className="staff-list" aria-label="Сотрудники">
      {employees.data.results.map((employee) => (
        <EmployeeRow
          key={employee.id}
          employee={employee}
          manage={canManage && employee.user !== selfUserId}
        />
      ))}
    </ul>
  );
}

function EmployeeRow({ employee, manage }: { employee: Employee; manage: boolean }) {
  const name = fullName(employee);
  const who = name ?? employee.email;
  const status = STATUS[employee.invitation_status];
  const expires = employee.invitation_expires_at;
  return (
    <li className="staff-list__item">
      <div className="staff-list__who">
        <div className="staff-list__name">{who}</div>
        {(name || employee.position) && (
          <div className="staff-list__contact">
            {[employee.position, name && employee.email].filter(Boolean).join(' · ')}
          </div>
        )}
        <div className="staff-list__meta">
          <span>{employee.role?.title ?? 'Без роли'}</span>
          <Tag color={status.color}>{status.label}</Tag>
          {employee.invitation_status === 'pending' && expires ? (
            <span>приглашение действует до {dayjs(expires).format('D MMMM')}</span>
          ) : employee.invitation_status === 'accepted' ? (
            <span>с {dayjs(employee.created_at).format('D MMMM YYYY')}</span>
          ) : null}
        </div>
      </div>
      {manage && (
        <div className="staff-list__actions">
          {employee.invitation_status === 'accepted' ? (
            <AcceptedActions employee={employee} who={who} />
          ) : (
            <InvitationActions employee={employee} who={who} />
          )}
        </div>
      )}
    </li>
  );
}

function AcceptedActions({ employee, who }: { employee: Employee; who: string }) {
  const roles = useRoles();
  const changeRole = useChangeRole();
  const remove = useRemoveEmployee();
  const options = (roles.data ?? [])
    .filter((role) => role.name !== 'leader')
    .map((role) => ({ value: role.id, label: role.title }));
  return (
    <>
      <Select
        className="staff-list__role"
        aria-label={`Роль: ${who}`}
        value={employee.role?.id}
        options={options}
        loading={roles.isPending || changeRole.isPending}
        onChange={(role: number) => changeRole.mutate({ id: employee.id, role })}
      />
      <Popconfirm
        title="Удалить сотрудника?"
        description={`${who} больше не сможет войти в панель агентства.`}
        okText="Удалить"
        cancelText="Отмена"
        okButtonProps={{ danger: true }}
        onConfirm={() => remove.mutateAsync(employee.id)}
      >
        <Button danger icon={<DeleteOutlined />} aria-label={`Удалить ${employee.email}`}>
          Удалить
        </Button>
      </Popconfirm>
    </>
  );
}

function InvitationActions({ employee, who }: { employee: Employee; who: string }) {
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  return (
    <>
      <Button
        icon={<MailOutlined />}
        loading={resend.isPending}
        aria-label={`Отправить повторно: ${employee.email}`}
        onClick={() => resend.mutate(employee.id)}
      >
        Отправить повторно
      </Button>
      <Popconfirm
        title="Отозвать приглашение?"
        description={`Ссылка из письма для ${who} перестанет работать.`}
        okText="Отозвать"
        cancelText="Отмена"
        okButtonProps={{ danger: true }}
        onConfirm={() => withdraw.mutateAsync(employee.id)}
      >
        <Button icon={<StopOutlined />} aria-label={`Отозвать приглашение: ${employee.email}`}>
          Отозвать приглашение
        </Button>
      </Popconfirm>
    </>
  );
}
