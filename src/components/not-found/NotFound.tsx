import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ButtonLink } from '../button-link/ButtonLink';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { NotFoundIllustration } from './NotFoundIllustration';
import './not-found.css';

export const NOT_FOUND_TITLE_DESKTOP = 'Запрашиваемая вами страница не найдена';
export const NOT_FOUND_TITLE_MOBILE = 'Ничего не найдено';

/**
 * The 404 page; also the page of unhandled errors, which log the error itself
 * (`logMissing={false}`). The picture and the link both return to the index; the picture's name starts
 * with the «404» it shows (what is seen is what can be said to a voice control).
 */
export function NotFound({ logMissing = true }: { logMissing?: boolean }) {
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  useDocumentTitle('Страница не найдена');

  useEffect(() => {
    if (logMissing) console.warn(`Page not found: ${pathname}`);
  }, [logMissing, pathname]);

  return (
    <section className="not-found">
      <Link
        to={paths.home.getHref()}
        className="not-found__image"
        aria-label="404 — вернуться на главную"
        tabIndex={-1}
      >
        <NotFoundIllustration />
      </Link>
      <h1>{isMobile ? NOT_FOUND_TITLE_MOBILE : NOT_FOUND_TITLE_DESKTOP}</h1>
      <p>
        Возможно, страница была удалена или никогда не существовала. Проверьте адрес или начните с
        главной.
      </p>
      <ButtonLink to={paths.home.getHref()} variant="primary">
        На главную
      </ButtonLink>
    </section>
  );
}
