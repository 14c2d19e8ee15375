import { useRef, useState, type RefObject } from 'react';
import type { Employee } from '../../../../contract/accounts';
import { fullName } from '../../../../contract/people-rules';
import { MemberRow, PendingUntil, StatusTag } from '../../../components/member-list/MemberRow';
import { moscowDay } from '../../../lib/moscow-day';
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
    <div ref={team} tabIndex={-1} className="member-list-box">
      {employees.data.results.length === 0 ? (
        <p className="staff-state">Пока вы работаете один: пригласите коллег по почте</p>
      ) : (
        <ul className="member-list" aria-label="Сотрудники">
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
    <div aria-busy="true">
      <span className="visually-hidden">Загружаем сотрудников…</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="member-list__item staff-skeleton-row" aria-hidden="true">
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
  const who = fullName(employee) ?? employee.email;
  const remove = useRemoveEmployee();
  const withdraw = useWithdrawInvitation();
  const resend = useResendInvitation();
  const meta = (
    <>
      <span>{employee.role?.title ?? 'Без роли'}</span>
      <StatusTag status={employee.invitation_status} />
      <PendingUntil member={employee} />
      {employee.invitation_status === 'accepted' && <span>с {moscowDay(employee.created_at)}</span>}
    </>
  );
  return (
    <MemberRow
      member={employee}
      meta={meta}
      actions={
        manage
          ? {
              removal: {
                label: 'Удалить',
                ariaLabel: `Удалить ${employee.email}`,
                title: 'Удалить сотрудника?',
                description: `${who} больше не сможет войти в панель агентства.`,
                confirmLabel: 'Удалить',
              },
              remove: { pending: remove.isPending, run: () => remove.mutateAsync(employee.id) },
              withdraw: {
                pending: withdraw.isPending,
                run: () => withdraw.mutateAsync(employee.id),
              },
              resend: { pending: resend.isPending, run: () => resend.mutate(employee.id) },
              acceptedAction: <RoleSelect employee={employee} who={who} />,
              focusAfter: team,
            }
          : undefined
      }
    />
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
