import { Link, useSearchParams } from 'react-router-dom';
import { INBOX_STATES, type InboxState } from '../../../../contract/tender-rules';
import { Pager } from '../../../components/pager/Pager';
import { Notice } from '../../../components/plain-form/Notice';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { INBOX_PAGE_SIZE, inboxFilterOf, useInbox } from '../api/inbox';
import { DataTime } from '../../../components/pwa/DataTime';
import { InboxCard } from './InboxCard';
import './inbox.css';
import './inbox-skeleton.css';
import './InboxPage.css';

const EMPTY: Record<InboxState | 'all', string> = {
  all: 'Приглашений пока нет. Заказчики приглашают агентства из подборки исполнителей: чем полнее профиль, тем чаще агентство в неё попадает.',
  new: 'Новых приглашений нет.',
  tender: 'Сейчас вы не участвуете в тендерах.',
  won: 'Выигранных проектов пока нет.',
  lost: 'Проигранных проектов нет.',
  declined: 'Отклонённых приглашений нет.',
};

/** The filter's links: «Все» and each state, kept in the URL's `?state=` (the page starts again at 1). */
function InboxFilters({ state }: { state: InboxState | null }) {
  const filters: Array<[InboxState | null, string]> = [
    [null, 'Все'],
    ...(Object.entries(INBOX_STATES) as Array<[InboxState, string]>),
  ];
  return (
    <nav className="inbox-filters" aria-label="Фильтр проектов">
      <ul>
        {filters.map(([key, label]) => (
          <li key={key ?? 'all'}>
            <Link
              to={{
                pathname: paths.panel.projects.getHref(),
                search: key ? `?state=${key}` : '',
              }}
              className="inbox-filters__link"
              aria-current={key === state ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /panel/projects: the projects the agency was invited to, by where each stands for it. */
export function InboxPage() {
  useDocumentTitle('Проекты');
  const [searchParams] = useSearchParams();
  const { state, page } = inboxFilterOf(searchParams);
  const inbox = useInbox(state, page);
  const served = inbox.data;
  const pages = served ? Math.ceil(served.data.count / INBOX_PAGE_SIZE) : 0;
  return (
    <div className="inbox">
      <h1>Проекты</h1>
      <p className="inbox__lead">Приглашения заказчиков, тендеры и их итоги.</p>
      <InboxFilters state={state} />
      {served && <DataTime served={served} receivedAt={inbox.dataUpdatedAt} />}
      {inbox.isError && !served && (
        <Notice type="error" title="Не удалось загрузить проекты" role="alert">
          <button type="button" className="btn" onClick={() => void inbox.refetch()}>
            Повторить
          </button>
        </Notice>
      )}
      {!served && !inbox.isError && (
        <div role="status" aria-label="Загрузка" className="inbox-skeleton">
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </div>
      )}
      {served &&
        (served.data.results.length === 0 ? (
          <div className="inbox-empty">
            <p>{EMPTY[state ?? 'all']}</p>
            {state === null && (
              <Link to={paths.panel.companyProfile.getHref()} className="btn">
                Заполнить профиль
              </Link>
            )}
          </div>
        ) : (
          <ul
            className="inbox-list"
            aria-label={state ? INBOX_STATES[state] : 'Все проекты'}
            // The previous filter's cards stay while the next one's load.
            aria-busy={inbox.isPlaceholderData || undefined}
          >
            {served.data.results.map((item) => (
              <InboxCard key={item.invitation} item={item} />
            ))}
          </ul>
        ))}
      {pages > 1 && <Pager page={page} pages={pages} label="Страницы проектов" />}
    </div>
  );
}
