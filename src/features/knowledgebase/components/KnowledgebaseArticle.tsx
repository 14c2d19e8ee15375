import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { NotFound } from '../../../components/not-found/NotFound';
import { useFaq } from '../api/get-faq';
import { AnswerText } from './AnswerText';
import './knowledgebase.css';

// In Moscow time, the service's own, whatever the reader's zone: the server renders the page and the browser
// hydrates it, and both must print the same day.
const MOSCOW_DAY = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

/** «1 марта 2026» (without Intl's trailing «г.»). */
const moscowDay = (iso: string) =>
  MOSCOW_DAY.formatToParts(new Date(iso))
    .filter((part) => part.type !== 'literal' || part.value === ' ')
    .map((part) => part.value)
    .join('')
    .trim();

const articleId = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : null;
};

type KnowledgebaseArticleProps = { id: string | undefined; listHref: string };

export function KnowledgebaseArticle({ id, listHref }: KnowledgebaseArticleProps) {
  const validId = articleId(id);
  return validId === null ? <NotFound /> : <Article id={validId} listHref={listHref} />;
}

/** The article's shape while it loads: a title, the date, then lines of text. */
function ArticleSkeleton() {
  return (
    <div className="kb-article__skeleton" aria-hidden="true">
      <span className="kb-skeleton kb-skeleton--heading" />
      <span className="kb-skeleton kb-skeleton--short" />
      {Array.from({ length: 8 }, (_, index) => (
        <span key={index} className="kb-skeleton" />
      ))}
    </div>
  );
}

function Article({ id, listHref }: { id: number; listHref: string }) {
  const { data, isPending, error } = useFaq(id);
  useDocumentTitle(data?.question ?? 'База знаний');

  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  return (
    <article className="kb-article">
      <Link to={listHref} className="kb-article__back">
        <span aria-hidden="true">←</span> Все статьи
      </Link>
      {isPending ? (
        <ArticleSkeleton />
      ) : error ? (
        <div className="kb__notice" role="alert">
          <p className="kb__notice-title">Не удалось загрузить статью</p>
          <p>Проверьте соединение и обновите страницу.</p>
        </div>
      ) : (
        <>
          <h1>{data.question}</h1>
          <p className="kb-article__updated">Обновлено {moscowDay(data.updated_at)}</p>
          <AnswerText answer={data.answer} />
        </>
      )}
    </article>
  );
}
