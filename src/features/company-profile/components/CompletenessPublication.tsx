import { useId, useState } from 'react';
import { rightDeniedMessage } from '../../../../contract/agency-rights';
import type { PersonalProfile } from '../../../../contract/profile';
import { Confirm } from '../../../components/confirm/Confirm';
import { Notice } from '../../../components/plain-form/Notice';
import { paths } from '../../../config/paths';
import { formErrors } from '../../../lib/form-errors';
import { useSetPublished } from '../api/publication';

type PublicationProps = {
  profile: PersonalProfile;
  /** The leader's right (the rights table's `publishProfile`); others read the state and who decides. */
  canPublish: boolean;
};

/** Why a publication failed: the server's reasons (its blockers under `is_published`) or its message. */
function refusalOf(error: unknown): string[] {
  const found = formErrors(error, ['is_published']);
  return [...found.fields.flatMap((field) => field.errors), ...found.messages];
}

/**
 * Whether the agency is in the catalogue. Hidden: what keeps it out, and for the leader «Опубликовать»,
 * enabled once nothing does. Shown: a link to its public page and, for the leader, «Скрыть из каталога».
 */
export function CompletenessPublication({ profile, canPublish }: PublicationProps) {
  const headingId = useId();
  const blockersId = useId();
  const publish = useSetPublished(profile.id);
  const { can_publish: ready, publish_blockers: blockers } = profile.completeness;
  const refusal = publish.isError ? refusalOf(publish.error) : [];
  // Hiding takes the agency out of every client's catalogue and ranking at once: asked first.
  const [confirmingHide, setConfirmingHide] = useState(false);
  const change = (published: boolean) =>
    publish.mutate(published, { onSettled: () => setConfirmingHide(false) });

  return (
    <div className="completeness__publication" aria-labelledby={headingId} role="group">
      <h3 id={headingId}>Каталог агентств</h3>
      {profile.is_published ? (
        <>
          <p className="completeness__state completeness__state--shown">
            Агентство показывается в каталоге
          </p>
          <p>
            <a href={paths.executor.getHref(profile.id)}>Открыть страницу агентства</a>
          </p>
        </>
      ) : (
        <>
          <p className="completeness__state completeness__state--hidden">
            Агентство не показывается в каталоге
          </p>
          {blockers.length > 0 ? (
            <div id={blockersId}>
              <p className="completeness__why">Чтобы опубликовать его, не хватает:</p>
              <ul className="completeness__list">
                {blockers.map((item) => (
                  <li key={item.key}>{item.text}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p id={blockersId}>Профиль готов к публикации.</p>
          )}
        </>
      )}
      {refusal.length > 0 && (
        <Notice
          type="error"
          role="alert"
          title={
            profile.is_published
              ? 'Не удалось скрыть агентство'
              : 'Не удалось опубликовать агентство'
          }
        >
          {refusal.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Notice>
      )}
      {canPublish ? (
        <div className="completeness__actions">
          {profile.is_published ? (
            <button
              type="button"
              className={publish.isPending ? 'btn btn--busy' : 'btn'}
              aria-disabled={publish.isPending || undefined}
              onClick={() => setConfirmingHide(true)}
            >
              Скрыть из каталога
            </button>
          ) : (
            <button
              type="button"
              className={publish.isPending ? 'btn btn--primary btn--busy' : 'btn btn--primary'}
              disabled={!ready}
              aria-disabled={publish.isPending || undefined}
              aria-describedby={blockersId}
              onClick={() => !publish.isPending && change(true)}
            >
              Опубликовать в каталоге
            </button>
          )}
        </div>
      ) : (
        <p className="completeness__note">{rightDeniedMessage('publishProfile')}</p>
      )}
      {confirmingHide && profile.is_published && (
        <Confirm
          title="Скрыть агентство из каталога?"
          description="Заказчики перестанут находить его в каталоге и подборе, пока вы не опубликуете его снова."
          confirmLabel="Скрыть"
          pending={publish.isPending}
          onConfirm={() => change(false)}
          onCancel={() => setConfirmingHide(false)}
        />
      )}
    </div>
  );
}
