import { Link, useSearchParams } from 'react-router-dom';
import './pager.css';

/** The page numbers to offer: all of few, else the first, the last and two either side of the current. */
export function pageNumbers(page: number, pages: number): Array<number | null> {
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => pages <= 7 || n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  // null: a gap («…») between numbers that are not neighbours
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

/**
 * Pages as links (the page lives in the URL's `?page=`, the rest of the query is kept): previous, numbers,
 * next. Links, so they work before the script runs and search engines follow them.
 */
export function Pager({ page, pages, label }: { page: number; pages: number; label: string }) {
  const [searchParams] = useSearchParams();
  const to = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const query = next.toString();
    return { search: query ? `?${query}` : '' };
  };
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 && <Link to={to(page - 1)}>← Назад</Link>}
      {pageNumbers(page, pages).map((n, index) =>
        n === null ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : n === page ? (
          <span key={n} className="pager__page pager__page--current" aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} className="pager__page" to={to(n)} aria-label={`Страница ${n}`}>
            {n}
          </Link>
        ),
      )}
      {page < pages && <Link to={to(page + 1)}>Вперёд →</Link>}
    </nav>
  );
}
