import { useSignal } from '../../lib/signal';
import { applyUpdate, pwaState } from '../../lib/pwa/pwa-state';
import './pwa.css';

/** «Доступна новая версия» once a new build is ready; «Обновить» switches to it. */
export function UpdatePrompt() {
  if (!useSignal(pwaState.needRefresh)) return null;
  return (
    <div className="pwa-banner pwa-banner--update" role="status">
      <span className="pwa-banner__text">Доступна новая версия</span>
      <button type="button" className="btn btn--primary" onClick={() => applyUpdate()}>
        Обновить
      </button>
      <button
        type="button"
        className="pwa-banner__close"
        aria-label="Скрыть"
        onClick={() => (pwaState.needRefresh.value = false)}
      >
        ×
      </button>
    </div>
  );
}
