import { useId } from 'react';
import type { PersonalProfile } from '../../../../contract/profile';
import { Notice } from '../../../components/plain-form/Notice';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { usePersonalProfile } from '../api/get-personal-profile';
import { CompletenessMeter } from './CompletenessMeter';
import { CompletenessPublication } from './CompletenessPublication';
import './Completeness.css';

type Completeness = PersonalProfile['completeness'];

/**
 * First on /panel/company-profile: how complete the profile is, the next thing to add, what else is
 * missing, and whether the agency is in the catalogue (the leader publishes or hides it there).
 */
export function CompletenessCard() {
  const headingId = useId();
  const { profile } = usePersonalProfile();
  const rights = useAgencyRights();
  let content;
  if (profile.data)
    content = (
      <>
        <CompletenessMeter percent={profile.data.completeness.percent} />
        <CompletenessNext completeness={profile.data.completeness} />
        <CompletenessPublication profile={profile.data} canPublish={rights.can('publishProfile')} />
      </>
    );
  else if (profile.isError)
    content = (
      <Notice type="error" title="Не удалось загрузить профиль агентства">
        <button type="button" className="btn" onClick={() => void profile.refetch()}>
          Повторить
        </button>
      </Notice>
    );
  else content = <CompletenessSkeleton />;
  return (
    <section className="surface-card completeness" aria-labelledby={headingId}>
      <h2 id={headingId}>Заполненность профиля</h2>
      {content}
    </section>
  );
}

/** The most useful thing to add now, then the rest of what is missing. */
export function CompletenessNext({ completeness }: { completeness: Completeness }) {
  const { next, missing } = completeness;
  if (!next) return <p className="completeness__done">Профиль заполнен полностью.</p>;
  const rest = missing.filter((item) => item.key !== next.key);
  const required = new Set(completeness.publish_blockers.map((item) => item.key));
  return (
    <>
      <div className="completeness__next">
        <h3>Что добавить дальше</h3>
        <p>{next.text}</p>
      </div>
      {rest.length > 0 && (
        <>
          <h3 className="completeness__subheading">Чего ещё не хватает</h3>
          <ul className="completeness__list">
            {rest.map((item) => (
              <li key={item.key}>
                {item.text}
                {required.has(item.key) && (
                  <span className="completeness__required"> Нужно для публикации.</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function CompletenessSkeleton() {
  return (
    <div role="status" aria-label="Загрузка" className="completeness__skeleton">
      <span className="completeness__skeleton-line" aria-hidden="true" />
      <span className="completeness__skeleton-bar" aria-hidden="true" />
      <span className="completeness__skeleton-line" aria-hidden="true" />
    </div>
  );
}
