import { useRef, useState, type RefObject } from 'react';
import type { Employee } from '../../../../contract/accounts';
import { fullName } from '../../../../contract/people-rules';
import { BusyButton } from '../../../components/busy-button/BusyButton';
import { Confirm } from '../../../components/confirm/Confirm';
import { DeleteOutlined, MailOutlined, StopOutlined } from '../../../components/icons/ant-icons';
import { Icon } from '../../../components/icons/Icon';
import { useDisclosure } from '../../../hooks/use-disclosure';
import { useChangeRole } from '../api/change-role';
import { useEmployees } from '../api/get-employees';
import { useRoles } from '../api/get-roles';
import { useRemoveEmployee } from '../api/remove-employee';
import { useResendInvitation } from '../api/resend-invitation';
import { useWithdrawInvitation } from '../api/withdraw-invitation';
import { formatDay } from '../format-day';

type EmployeeListProps = {
  /** Whether the viewer may invite, re-role and remove (the rights table's `manageStaff`). */
  canManage: boolean;
  /** The viewer's own user id: nobody manages its own place in the team here. */
  selfUserId: number | null;
};

const STATUS_LABEL = { accepted: 'Активен', pending: 'Ожидает', expired: 'Истекло' } as const;
const LEADER_ROLE = 'leader';

/**
 * The agency's team with names, roles and where each invitation stands; actions for those who manage.
 * Plain HTML (a native select, buttons with an inline confirmation): the screen's first visit needs no antd.
 */
export function EmployeeList({ canManage, selfUserId }: EmployeeListProps) {
  const employees = useEmployees();
  // Where the focus goes when a confirmed action takes its row (and the focused button) away.
  const team = useRef<HTMLDivElement>(null);

  if (!employees.data) {
    if (employees.isError)
      return (
        <div className="staff-state">
          <p className="staff-state__title">Не удалось загрузить сотрудников</p>
          <button type="button" className="btn" onClick={() => void employees.refetch()}>
            Повторить
          </button>
        </div>
      );
    return <TeamSkeleton />;
  }

  return (
    <div ref={team} tabIndex={-1} className="staff-team">
      {employees.data.results.length === 0 ? (
        <p className="staff-state">Пока вы работаете один: пригласите коллег по почте</p>
      ) : (
        <ul className="staff-list" aria-label="Сотрудники">
          {employees.data.results.map((employee) => (
            <EmployeeRow
              key={employee.id}
              employee={employee}
              manage={canManage && employee.user !== selfUserId}
              team={team}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Three rows of the list's size while it loads, so nothing below jumps when it arrives. */
function TeamSkeleton() {
  return (
    <div className="staff-team" aria-busy="true">
      <span className="visually-hidden">Загружаем сотрудников…</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="staff-list__item staff-skeleton-row" aria-hidden="true">
          <span className="staff-skeleton staff-skeleton--name" />
          <span className="staff-skeleton staff-skeleton--contact" />
          <span className="staff-skeleton staff-skeleton--meta" />
        </div>
      ))}
    </div>
  );
}

type RowProps = { employee: Employee; manage: boolean; team: RefObject<HTMLDivElement | null> };

function EmployeeRow({ employee, manage, team }: RowProps) {
  const name = fullName(employee);
  const who = name ?? employee.email;
  const status = employee.invitation_status;
  const expires = employee.invitation_expires_at;
  const accepted = status === 'accepted';
  const confirm = useDisclosure({ boundary: '.staff-list__item' });
  const remove = useRemoveEmployee();
  const withdraw = useWithdrawInvitation();

  /** Runs the confirmed action: on success its row goes away, on failure (a toast says why) it folds. */
  const confirmed = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch {
      confirm.close(true);
      return;
    }
    confirm.close();
    team.current?.focus();
  };

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
          <span className={`staff-status staff-status--${status}`}>{STATUS_LABEL[status]}</span>
          {status === 'pending' && expires ? (
            <span>приглашение действует до {formatDay(expires)}</span>
          ) : accepted ? (
            <span>с {formatDay(employee.created_at, { year: true })}</span>
          ) : null}
        </div>
      </div>
      {manage && (
        <div className="staff-list__actions">
          {accepted ? (
            <RoleSelect employee={employee} who={who} />
          ) : (
            <ResendButton employee={employee} />
          )}
          <button
            {...confirm.buttonProps}
            className={accepted ? 'btn btn--danger' : 'btn'}
            aria-label={
              accepted ? `Удалить ${employee.email}` : `Отозвать приглашение: ${employee.email}`
            }
          >
            <Icon def={accepted ? DeleteOutlined : StopOutlined} />
            {accepted ? 'Удалить' : 'Отозвать приглашение'}
          </button>
        </div>
      )}
      {manage && (
        <div id={confirm.panelId} className="staff-list__confirm" hidden={!confirm.open}>
          {confirm.open &&
            (accepted ? (
              <Confirm
                title="Удалить сотрудника?"
                description={`${who} больше не сможет войти в панель агентства.`}
                confirmLabel="Удалить"
                pending={remove.isPending}
                onConfirm={() => confirmed(() => remove.mutateAsync(employee.id))}
                onCancel={() => confirm.close(true)}
              />
            ) : (
              <Confirm
                title="Отозвать приглашение?"
                description={`Ссылка из письма для ${who} перестанет работать.`}
                confirmLabel="Отозвать"
                pending={withdraw.isPending}
                onConfirm={() => confirmed(() => withdraw.mutateAsync(employee.id))}
                onCancel={() => confirm.close(true)}
              />
            ))}
        </div>
      )}
    </li>
  );
}

function ResendButton({ employee }: { employee: Employee }) {
  const resend = useResendInvitation();
  return (
    <BusyButton
      className="btn"
      busy={resend.isPending}
      aria-label={`Отправить повторно: ${employee.email}`}
      onClick={() => resend.mutate(employee.id)}
    >
      <Icon def={MailOutlined} />
      Отправить повторно
    </BusyButton>
  );
}

/** The role of an accepted employee, changed at once (a toast says so when the server refuses). */
function RoleSelect({ employee, who }: { employee: Employee; who: string }) {
  const roles = useRoles();
  const changeRole = useChangeRole();
  const [choice, setChoice] = useState<number | null>(null);
  const options =
    roles.data
      ?.filter((role) => role.name !== LEADER_ROLE)
      .map((role) => ({ id: role.id, title: role.title })) ??
    (employee.role ? [{ id: employee.role.id, title: employee.role.title }] : []);
  // The chosen role shows while it is being saved; after that the server's answer does.
  const value = changeRole.isPending && choice !== null ? choice : (employee.role?.id ?? '');

  return (
    <select
      className="staff-select"
      aria-label={`Роль: ${who}`}
      value={value}
      disabled={roles.isPending}
      aria-busy={changeRole.isPending || undefined}
      onChange={(event) => {
        if (changeRole.isPending) return;
        const role = Number(event.target.value);
        setChoice(role);
        changeRole.mutate({ id: employee.id, role });
      }}
    >
      {employee.role === null && (
        <option value="" disabled>
          Без роли
        </option>
      )}
      {options.map((role) => (
        <option key={role.id} value={role.id}>
          {role.title}
        </option>
      ))}
    </select>
  );
}
