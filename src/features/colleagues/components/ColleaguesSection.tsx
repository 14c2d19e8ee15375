import { lazy, Suspense, useId, useRef, useState, type RefObject } from 'react';
import {
  COLLEAGUES_OWNER_ONLY,
  INVITATION_FORMS,
  PERSON_FORMS,
} from '../../../../contract/colleague-rules';
import type { Colleague } from '../../../../contract/colleagues';
import { fullName } from '../../../../contract/people-rules';
import { plural } from '../../../../contract/plural';
import { InfoCircleOutlined, PlusOutlined } from '../../../components/icons/ant-icons';
import { Icon } from '../../../components/icons/Icon';
import { MemberRow, PendingUntil, StatusTag } from '../../../components/member-list/MemberRow';
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
          <div ref={list} tabIndex={-1} className="member-list-box colleagues__list-box">
            <ul className="member-list" aria-label="Люди компании">
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
  const who = fullName(colleague) ?? colleague.email;
  const remove = useRemoveColleague();
  const withdraw = useWithdrawColleagueInvitation();
  const resend = useResendColleagueInvitation();
  const meta = (
    <>
      {colleague.is_owner ? (
        <span className="member-tag member-tag--owner">Владелец</span>
      ) : (
        <StatusTag status={colleague.invitation_status} />
      )}
      <PendingUntil member={colleague} />
      {colleague.invitation_status === 'expired' && (
        <span>приглашение истекло: отправьте его снова</span>
      )}
    </>
  );
  const resendOnce = () =>
    resend.mutate(colleague.id, {
      onSuccess: () =>
        showToast({
          title: 'Приглашение отправлено повторно',
          description: `Новая ссылка ушла на ${colleague.email}, прежняя больше не работает.`,
          color: 'green',
        }),
    });
  return (
    <MemberRow
      member={colleague}
      meta={meta}
      actions={
        manage
          ? {
              removal: {
                label: 'Убрать из компании',
                ariaLabel: `Убрать из компании: ${colleague.email}`,
                title: 'Убрать коллегу из компании?',
                description: `${who} больше не увидит проекты компании. Поставленные оценки сохранятся.`,
                confirmLabel: 'Убрать',
              },
              remove: { pending: remove.isPending, run: () => remove.mutateAsync(colleague.id) },
              withdraw: {
                pending: withdraw.isPending,
                run: () => withdraw.mutateAsync(colleague.id),
              },
              resend: { pending: resend.isPending, run: resendOnce },
              focusAfter: list,
            }
          : undefined
      }
    />
  );
}
