import { Button, Empty, Popconfirm, Result, Skeleton, Tag } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { dayjs } from '../../../lib/dayjs';
import { useEmployees } from '../api/get-employees';
import { useRemoveEmployee } from '../api/remove-employee';

/** The agency's employees: role, whether they have set a password yet, and removal with a confirmation. */
export function EmployeeList() {
  const employees = useEmployees();
  const remove = useRemoveEmployee();

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
        <li className="staff-list__item" key={employee.id}>
          <div className="staff-list__who">
            <div className="staff-list__email">{employee.email}</div>
            <div className="staff-list__meta">
              <span>{employee.role?.title ?? 'Без роли'}</span>
              {employee.is_active ? (
                <Tag color="green">Активен</Tag>
              ) : (
                <Tag color="orange">Ждём, когда задаст пароль</Tag>
              )}
              <span>с {dayjs(employee.created_at).format('D MMMM YYYY')}</span>
            </div>
          </div>
          <Popconfirm
            title="Удалить сотрудника?"
            description={`${employee.email} больше не сможет войти в панель агентства.`}
            okText="Удалить"
            cancelText="Отмена"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync(employee.id)}
          >
            <Button danger icon={<DeleteOutlined />} aria-label={`Удалить ${employee.email}`}>
              Удалить
            </Button>
          </Popconfirm>
        </li>
      ))}
    </ul>
  );
}
