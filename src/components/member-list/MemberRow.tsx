import type { ReactNode, RefObject } from 'react';
import type { InvitationStatus } from '../../../contract/accounts';
import { fullName } from '../../../contract/people-rules';
import { useDisclosure } from '../../hooks/use-disclosure';
import { moscowDay } from '../../lib/moscow-day';
import { BusyButton } from '../busy-button/BusyButton';
import { Confirm } from '../confirm/Confirm';
import { DeleteOutlined, MailOutlined, StopOutlined } from '../icons/ant-icons';
import { Icon } from '../icons/Icon';
import './member-list.css';

// One person of a company or one pending invitation: an agency's team and a client company's colleagues
// show and manage their people alike (plain HTML, an inline confirmation before anything goes).

/** What both lists know of a person. */
export interface Member {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  position: string;
  invitation_status: InvitationStatus;
  invitation_expires_at: string | null;
}

const STATUS_LABEL = { accepted: 'Активен', pending: 'Ожидает', expired: 'Истекло' } as const;

/** Where a person's invitation stands, as a tag. */
export const StatusTag = ({ status }: { status: InvitationStatus }) => (
  <span className={`member-tag member-tag--${status}`}>{STATUS_LABEL[status]}</span>
);

/** Until when a pending invitation's link works, in the service's days. */
export const PendingUntil = ({ member }: { member: Member }) =>
  member.invitation_status === 'pending' && member.invitation_expires_at ? (
    <span>приглашение действует до {moscowDay(member.invitation_expires_at)}</span>
  ) : null;

/** The removal of an accepted person: its button, and the question before it happens. */
export interface Removal {
  label: string;
  ariaLabel: string;
  title: string;
  description: string;
  confirmLabel: string;
}

export interface MemberActions {
  removal: Removal;
  remove: { pending: boolean; run: () => Promise<void> };
  withdraw: { pending: boolean; run: () => Promise<void> };
  resend: { pending: boolean; run: () => void };
  /** Beside the removal of an accepted person (a role to change); an invitee gets «Отправить повторно». */
  acceptedAction?: ReactNode;
  /** Where the focus goes when a confirmed action takes the row (and the focused button) away. */
  focusAfter: RefObject<HTMLElement | null>;
}

/** A person's row; with `actions`, the viewer manages it. `meta`: the tags and dates under the name. */
export function MemberRow({
  member,
  meta,
  actions,
}: {
  member: Member;
  meta: ReactNode;
  actions?: MemberActions;
}) {
  const name = fullName(member);
  return (
    <li className="member-list__item">
      <div className="member-list__who">
        <div className="member-list__name">{name ?? member.email}</div>
        {(name || member.position) && (
          <div className="member-list__contact">
            {[member.position, name && member.email].filter(Boolean).join(' · ')}
          </div>
        )}
        <div className="member-list__meta">{meta}</div>
      </div>
      {actions && <ManagedActions member={member} actions={actions} />}
    </li>
  );
}

function ManagedActions({ member, actions }: { member: Member; actions: MemberActions }) {
  const who = fullName(member) ?? member.email;
  const accepted = member.invitation_status === 'accepted';
  const confirm = useDisclosure({ boundary: '.member-list__item' });
  const { removal, remove, withdraw, resend } = actions;

  /** Runs the confirmed action: on success its row goes away, on failure (a toast says why) it folds. */
  const confirmed = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch {
      confirm.close(true);
      return;
    }
    confirm.close();
    actions.focusAfter.current?.focus();
  };

  return (
    <>
      <div className="member-list__actions">
        {accepted ? (
          actions.acceptedAction
        ) : (
          <BusyButton
            className="btn"
            busy={resend.pending}
            aria-label={`Отправить повторно: ${member.email}`}
            onClick={resend.run}
          >
            <Icon def={MailOutlined} />
            Отправить повторно
          </BusyButton>
        )}
        <button
          {...confirm.buttonProps}
          className={accepted ? 'btn btn--danger' : 'btn'}
          aria-label={accepted ? removal.ariaLabel : `Отозвать приглашение: ${member.email}`}
        >
          <Icon def={accepted ? DeleteOutlined : StopOutlined} />
          {accepted ? removal.label : 'Отозвать приглашение'}
        </button>
      </div>
      <div id={confirm.panelId} className="member-list__confirm" hidden={!confirm.open}>
        {confirm.open &&
          (accepted ? (
            <Confirm
              title={removal.title}
              description={removal.description}
              confirmLabel={removal.confirmLabel}
              pending={remove.pending}
              onConfirm={() => void confirmed(remove.run)}
              onCancel={() => confirm.close(true)}
            />
          ) : (
            <Confirm
              title="Отозвать приглашение?"
              description={`Ссылка из письма для ${who} перестанет работать.`}
              confirmLabel="Отозвать"
              pending={withdraw.pending}
              onConfirm={() => void confirmed(withdraw.run)}
              onCancel={() => confirm.close(true)}
            />
          ))}
      </div>
    </>
  );
}
