import { Link, useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/pager/Pager';
import { PAGE_SIZE_DEFAULT } from '../../../../contract/page-size';
import type { FaqAudience } from '../../../../contract/faq';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFaqs } from '../api/get-faqs';
import { faqListParams } from '../api/list-params';
import { FaqCard } from './FaqCard';
import './knowledgebase.css';

const audiences = [
  { key: 'client', label: 'Для заказчиков' },
  { key: 'contractor', label: 'Для агентств' },
] satisfies Array<{ key: FaqAudience; label: string }>;

/** The `?audience=` of the URL when it names a tab (a plain check: zod stays off this screen). */
/**
 * While the list loads, a page of card-shaped placeholders holds its place: the footer does not jump
 * when the articles arrive (layout shift), and the size is the one of the cards that replace them.
 */
function FaqCardSkeletons() {
  return Array.from({ length: SKELETON_CARDS }, (_, index) => (
    <div key={index} className="kb-card kb-card--skeleton" aria-hidden="true">
      <span className="kb-skeleton kb-skeleton--title" />
      <span className="kb-skeleton" />
      <span className="kb-skeleton kb-skeleton--short" />
    </div>
  ));
}
const SKELETON_CARDS = 8;

/**
 * The two audiences as links (the audience lives in the URL): they work before the script runs and are
 * followed by search engines; a change keeps the search and starts again from the first page.
 */
function AudienceLinks({ current, search }: { current: FaqAudience; search: string }) {
  const searchFor = (audience: FaqAudience) =>
    `?${new URLSearchParams(search ? { audience, search } : { audience }).toString()}`;
  return (
    <nav className="kb-audiences" aria-label="Статьи для кого">
      {audiences.map(({ key, label }) => (
        <Link
          key={key}
          to={{ search: searchFor(key) }}
          className="kb-audiences__link"
          aria-current={key === current ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

type KnowledgebaseListProps = {
  /** Where an article opens: the public knowledge base or the panel's own. */
  articleHref: (id: number) => string;
  defaultAudience: FaqAudience;
};

/** Articles by audience, searchable and paged; the choice lives in the URL so Back and reload keep it. */
export function KnowledgebaseList({ articleHref, defaultAudience }: KnowledgebaseListProps) {
  useDocumentTitle('База знаний');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = faqListParams(searchParams, defaultAudience);
  const { audience, page } = params;
  const search = params.search ?? '';
  const { data, isPending, isError, refetch } = useFaqs(params);

  const update = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  return (
    <div className="kb">
      <h1>База знаний</h1>
      <p className="kb__lead">
        Как работает сервис: ответы на частые вопросы заказчиков и агентств.
      </p>
      <AudienceLinks current={audience} search={search} />
      <form
        role="search"
        className="kb-search"
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('search');
          update({ search: typeof value === 'string' ? value.trim() || null : null, page: null });
        }}
      >
        {/* Without JavaScript the form still searches: a GET of this page with the audience kept. */}
        <input type="hidden" name="audience" value={audience} />
        <input
          key={search}
          type="search"
          name="search"
          className="kb-search__input"
          defaultValue={search}
          placeholder="Поиск по статьям"
          aria-label="Поиск по статьям"
          maxLength={200}
        />
        <button type="submit" className="btn btn--primary">
          Найти
        </button>
      </form>
      <div className="kb__results" aria-busy={isPending}>
        {isPending ? (
          <FaqCardSkeletons />
        ) : isError ? (
          <div className="kb__notice" role="alert">
            <p>Не удалось загрузить статьи</p>
            <button type="button" className="btn" onClick={() => void refetch()}>
              Повторить
            </button>
          </div>
        ) : data.results.length === 0 ? (
          <p className="kb__notice">
            {search ? 'По вашему запросу ничего не нашлось' : 'Статей пока нет'}
          </p>
        ) : (
          data.results.map((faq) => <FaqCard key={faq.id} faq={faq} href={articleHref(faq.id)} />)
        )}
      </div>
      {data && data.count > PAGE_SIZE_DEFAULT && (
        <Pager
          page={page}
          pages={Math.ceil(data.count / PAGE_SIZE_DEFAULT)}
          label="Страницы статей"
        />
      )}
    </div>
  );
}
