import { useEffect } from 'react';

export const APP_TITLE = 'Подряд — подбор подрядчиков';

/** Sets the tab title to `${title} — Подряд`, or the app's full name without a title. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} — Подряд` : APP_TITLE;
  }, [title]);
}
