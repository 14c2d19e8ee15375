import { lazy, Suspense, useId, useRef, useState, type RefObject } from 'react';
import {
  COLLEAGUES_OWNER_ONLY,
  INVITATION_FORMS,
  PERSON_FORMS,
} from '../../../../contract/colleague-rules';
import type { Colleague } from '../../../../contract/colleagues';
import { fullName } from '../../../../contract/people-rules';
import { plural } from '../../../../contract/plural';
import { BusyButton } from '../../../components/busy-button/BusyButton';
import { Confirm } from '../../../components/confirm/Confirm';
import {
  DeleteOutlined,
  InfoCircleOutlined,
  MailOutlined,
  PlusOutlined,
  StopOutlined,
} from '../../../components/icons/ant-icons';
import { Icon } from '../../../components/icons/Icon';
import { useDisclosure } from '../../../hooks/use-disclosure';
import { moscowDay } from '../../../lib/moscow-day';
import { showToast } from '../../../lib/toast';
import { useColleagues } from '../api/get-colleagues';
import { useRemoveColleague } from '../api/remove-colleague';
import { useResendColleagueInvitation } from '../api/resend-invitation';
import { useWithdrawColleagueInvitation } from '../api/withdraw-invitation';
import './colleagues.css';

// The invitation form (react-hook-form) loads when the owner opens it: the profile's first visit needs none.
const loadForm = () => import('./InviteColleagueForm');
const InviteColleagueForm = lazy(() =>
  loadForm().then((module) => ({ default: module.InviteColleagueForm })),
);

const STATUS_LABEL = { accepted: 'Активен', pending: 'Ожидает', expired: 'Истекло' } as const;

/** «2 человека, 1 приглашение ждёт ответа». */
function summary(list: Colleague[]): string {
  const people = list.filter((c) => c.invitation_status === 'accepted').length;
  const invited = list.length - people;
  const waiting = invited === 1 ? 'ждёт ответа' : 'ждут ответа';
  return invited > 0
    ? `${plural(people, PERSON_FORMS)} в компании, ${plural(invited, INVITATION_FORMS)} ${waiting}`
    : `${plural(people, PERSON_FORMS)} в компании`;
}

/**
 * «Коллеги» on the client's profile: the company's people (the owner first) and pending invitations. The
 * owner invites, re-sends, withdraws and removes; the others read. Plain HTML, like the profile's cards.
 * `selfUserId`: the viewer, who is the owner when its row says so.
 */
export function ColleaguesSection({ selfUserId }: { selfUserId: number | null }) {
  const headingId = useId();
  const formId = useId();
  const colleagues = useColleagues();
  const [inviting, setInviting] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Where the focus goes when a confirmed action takes its row (and the focused button) away.
  const list = useRef<HTMLDivElement>(null);
  const people = colleagues.data?.results;
  const isOwner = people?.some((c) => c.user === selfUserId && c.is_owner) ?? false;
  const warm = () => void loadForm().catch(() => undefined); // a real failure shows when it renders

  return (
    <section className="surface-card colleagues" aria-labelledby={headingId}>
      <h2 id={headingId}>Коллеги</h2>
      <p className="colleagues__lead">
        Коллеги работают с проектами компании наравне с вами и оценивают предложения в тендерах.
        Приглашение приходит по почте: коллега задаёт пароль и входит как заказчик вашей компании.
      </p>
      {!people ? (
        colleagues.isError ? (
          <div className="colleagues__state">
            <p>Не удалось загрузить коллег</p>
            <button type="button" className="btn" onClick={() => void colleagues.refetch()}>
              Повторить
            </button>
          </div>
        ) : (
          <div className="colleagues__loading" role="status" aria-label="Загружаем коллег" />
        )
      ) : (
        <>
          <p className="colleagues__summary">{summary(people)}</p>
          <div ref={list} tabIndex={-1} className="colleagues__list-box">
            <ul className="colleagues__list" aria-label="Люди компании">
              {people.map((colleague) => (
                <ColleagueRow
                  key={colleague.id}
                  colleague={colleague}
                  manage={isOwner && !colleague.is_owner}
                  list={list}
                />
              ))}
            </ul>
          </div>
          {isOwner ? (
            <>
              <button
                ref={toggle}
                type="button"
                className={inviting ? 'btn' : 'btn btn--primary'}
                aria-expanded={inviting}
                aria-controls={formId}
                onClick={() => setInviting(!inviting)}
                onMouseEnter={warm}
                onFocus={warm}
                onTouchStart={warm}
              >
                <Icon def={PlusOutlined} />
                Пригласить коллегу
              </button>
              <div id={formId} className="colleagues__invite" hidden={!inviting}>
                {inviting && (
                  <Suspense
                    fallback={<div className="colleagues__form-loading" aria-busy="true" />}
                  >
                    <InviteColleagueForm
                      onDone={() => {
                        setInviting(false);
                        toggle.current?.focus();
                      }}
                    />
                  </Suspense>
                )}
              </div>
            </>
          ) : (
            <p className="colleagues__note">
              <Icon def={InfoCircleOutlined} />
              {COLLEAGUES_OWNER_ONLY}
            </p>
          )}
        </>
      )}
    </section>
  );
}

type RowProps = {
  colleague: Colleague;
  manage: boolean;
  list: RefObject<HTMLDivElement | null>;
};

function ColleagueRow({ colleague, manage, list }: RowProps) {
  const name = fullName(colleague);
  const who = name ?? colleague.email;
  const status = colleague.invitation_status;
  const accepted = status === 'accepted';
  const expires = colleague.invitation_expires_at;
  const confirm = useDisclosure({ boundary: '.colleagues__item' });
  const remove = useRemoveColleague();
  const withdraw = useWithdrawColleagueInvitation();

  /** Runs the confirmed action: on success its row goes away, on failure (a toast says why) it folds. */
  const confirmed = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch {
      confirm.close(true);
      return;
    }
    confirm.close();
    list.current?.focus();
  };

  return (
    <li className="colleagues__item">
      <div className="colleagues__who">
        <div className="colleagues__name">{who}</div>
        {(name || colleague.position) && (
          <div className="colleagues__contact">
            {[colleague.position, name && colleague.email].filter(Boolean).join(' · ')}
          </div>
        )}
        <div className="colleagues__meta">
          {colleague.is_owner && <span className="colleagues__owner">Владелец</span>}
          {!colleague.is_owner && (
            <span className={`colleagues__status colleagues__status--${status}`}>
              {STATUS_LABEL[status]}
            </span>
          )}
          {status === 'pending' && expires ? (
            <span>приглашение действует до {moscowDay(expires)}</span>
          ) : status === 'expired' ? (
            <span>приглашение истекло: отправьте его снова</span>
          ) : null}
        </div>
      </div>
      {manage && (
        <div className="colleagues__actions">
          {!accepted && <ResendButton colleague={colleague} />}
          <button
            {...confirm.buttonProps}
            className={accepted ? 'btn btn--danger' : 'btn'}
            aria-label={
              accepted
                ? `Убрать из компании: ${colleague.email}`
                : `Отозвать приглашение: ${colleague.email}`
            }
          >
            <Icon def={accepted ? DeleteOutlined : StopOutlined} />
            {accepted ? 'Убрать из компании' : 'Отозвать приглашение'}
          </button>
        </div>
      )}
      {manage && (
        <div id={confirm.panelId} className="colleagues__confirm" hidden={!confirm.open}>
          {confirm.open &&
            (accepted ? (
              <Confirm
                title="Убрать коллегу из компании?"
                description={`${who} больше не увидит проекты компании. Поставленные оценки сохранятся.`}
                confirmLabel="Убрать"
                pending={remove.isPending}
                onConfirm={() => void confirmed(() => remove.mutateAsync(colleague.id))}
                onCancel={() => confirm.close(true)}
              />
            ) : (
              <Confirm
                title="Отозвать приглашение?"
                description={`Ссылка из письма для ${who} перестанет работать.`}
                confirmLabel="Отозвать"
                pending={withdraw.isPending}
                onConfirm={() => void confirmed(() => withdraw.mutateAsync(colleague.id))}
                onCancel={() => confirm.close(true)}
              />
            ))}
        </div>
      )}
    </li>
  );
}

function ResendButton({ colleague }: { colleague: Colleague }) {
  const resend = useResendColleagueInvitation();
  return (
    <BusyButton
      className="btn"
      busy={resend.isPending}
      aria-label={`Отправить повторно: ${colleague.email}`}
      onClick={() =>
        resend.mutate(colleague.id, {
          onSuccess: () =>
            showToast({
              title: 'Приглашение отправлено повторно',
              description: `Новая ссылка ушла на ${colleague.email}, прежняя больше не работает.`,
              color: 'green',
            }),
        })
      }
    >
      <Icon def={MailOutlined} />
      Отправить повторно
    </BusyButton>
  );
}
