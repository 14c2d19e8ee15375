import { Notice } from '../../../components/plain-form/Notice';
import './LoadError.css';

/** A request of the screen failed: what did not load, and «Повторить». */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Notice type="error" title={title} role="alert">
      <button type="button" className="btn" onClick={onRetry}>
        Повторить
      </button>
    </Notice>
  );
}

/** Grey blocks where the data will be. */
export function Skeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Загрузка" className="tariffs-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} aria-hidden="true" />
      ))}
    </div>
  );
}
