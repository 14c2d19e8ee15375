import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ButtonLink } from '../button-link/ButtonLink';
import './chunk-load-failed.css';

export const CHUNK_LOAD_FAILED_TITLE = 'Не удалось загрузить страницу';

/**
 * A screen's code did not load and no automatic reload is left (offline, or still missing after one):
 * never the 404 page, since the page exists. The user reloads when ready.
 */
export function ChunkLoadFailed() {
  useDocumentTitle(CHUNK_LOAD_FAILED_TITLE);
  return (
    <section className="chunk-load-failed">
      <h1>{CHUNK_LOAD_FAILED_TITLE}</h1>
      <p>
        Возможно, вышла новая версия приложения или пропала связь. Обновите страницу, когда
        соединение будет в порядке.
      </p>
      <div className="chunk-load-failed__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Обновить страницу
        </button>
        <ButtonLink to={paths.home.getHref()}>На главную</ButtonLink>
      </div>
    </section>
  );
}
