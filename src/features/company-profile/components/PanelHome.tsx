import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PersonalProfile } from '../../../../contract/profile';
import { Notice } from '../../../components/plain-form/Notice';
import { paths } from '../../../config/paths';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePersonalProfile } from '../api/get-personal-profile';
import { CompletenessMeter } from './CompletenessMeter';
import './PanelHome.css';

/**
 * /panel: the agency's home for every role. Whether it is in the catalogue and, if not, why; how complete
 * its profile is and what to add next; the way to the team and the knowledge base. `attention` (what needs
 * an answer now, another feature's) goes first.
 */
export function PanelHome({ attention }: { attention?: ReactNode }) {
  useDocumentTitle('Панель агентства');
  const { profile } = usePersonalProfile();
  const rights = useAgencyRights();
  const data = profile.data;
  return (
    <div className="panel-home">
      <h1>Панель агентства</h1>
      {/* Static, so the screen's largest text paints with its code, not after its data. */}
      <p className="panel-home__lead">
        Приглашения, место агентства в каталоге, заполненность профиля и разделы панели.
      </p>
      {attention}
      {profile.isError && (
        <Notice type="error" title="Не удалось загрузить профиль агентства">
          <button type="button" className="btn" onClick={() => void profile.refetch()}>
            Повторить
          </button>
        </Notice>
      )}
      <div className="panel-home__grid">
        <PanelHomeCard title="Каталог агентств">
          {data ? (
            <PanelHomeCatalogue profile={data} leader={rights.can('publishProfile')} />
          ) : (
            <PanelHomeSkeleton />
          )}
        </PanelHomeCard>
        <PanelHomeCard title="Профиль компании">
          {data ? (
            <>
              <CompletenessMeter percent={data.completeness.percent} />
              {data.completeness.next ? (
                <p>
                  <span className="panel-home__label">Что добавить дальше: </span>
                  {data.completeness.next.text}
                </p>
              ) : (
                <p>Профиль заполнен полностью.</p>
              )}
              <Link to={paths.panel.companyProfile.getHref()} className="btn">
                {rights.can('editProfile') && data.completeness.next
                  ? 'Заполнить профиль'
                  : 'Открыть профиль'}
              </Link>
            </>
          ) : (
            <PanelHomeSkeleton />
          )}
        </PanelHomeCard>
      </div>
      <PanelHomeCard title="Разделы панели">
        <ul className="panel-home__links">
          <li>
            <Link to={paths.panel.projects.getHref()}>Проекты</Link>
            <span>Приглашения заказчиков, тендеры и их итоги.</span>
          </li>
          <li>
            <Link to={paths.panel.staff.getHref()}>Сотрудники</Link>
            <span>Команда агентства, приглашения и роли.</span>
          </li>
          <li>
            <Link to={paths.panel.knowledgebase.getHref()}>База знаний</Link>
            <span>Как заполнить профиль, отвечать на приглашения и участвовать в тендерах.</span>
          </li>
          <li>
            <Link to={paths.panel.profile.getHref()}>Мой профиль</Link>
            <span>Ваше имя, должность и пароль.</span>
          </li>
        </ul>
      </PanelHomeCard>
    </div>
  );
}

function PanelHomeCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="surface-card panel-home__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** Shown or hidden; if hidden, what keeps it out and the way to the profile. */
function PanelHomeCatalogue({ profile, leader }: { profile: PersonalProfile; leader: boolean }) {
  const { can_publish: ready, publish_blockers: blockers } = profile.completeness;
  const agency = <p className="panel-home__agency">{profile.name}</p>;
  if (profile.is_published)
    return (
      <>
        {agency}
        <p className="panel-home__state panel-home__state--shown">
          Агентство показывается в каталоге
        </p>
        <p>Заказчики находят его в каталоге и в подборке исполнителей.</p>
        <a href={paths.executor.getHref(profile.id)}>Открыть страницу агентства</a>
      </>
    );
  return (
    <>
      {agency}
      <p className="panel-home__state panel-home__state--hidden">Агентство скрыто из каталога</p>
      {blockers.length > 0 ? (
        <>
          <p>Чтобы его опубликовать, не хватает:</p>
          <ul className="panel-home__blockers">
            {blockers.map((item) => (
              <li key={item.key}>{item.text}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          {ready && leader
            ? 'Профиль готов: опубликуйте агентство на странице профиля.'
            : 'Профиль готов к публикации: опубликовать агентство может руководитель.'}
        </p>
      )}
      <Link to={paths.panel.companyProfile.getHref()} className="btn btn--primary">
        Заполнить профиль
      </Link>
    </>
  );
}

function PanelHomeSkeleton() {
  return (
    <div role="status" aria-label="Загрузка" className="panel-home__skeleton">
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
    </div>
  );
}
