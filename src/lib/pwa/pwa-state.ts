import { signal } from '../signal';
import { hasUnsavedChanges } from './unsaved-changes';

// The app's one view of the PWA (elk's layout): small components read these signals.
export const pwaState = {
  /** A new build is ready: «Доступна новая версия» with «Обновить». */
  needRefresh: signal(false),
  /** The browser reports no network. */
  offline: signal(typeof navigator !== 'undefined' && navigator.onLine === false),
};

export const UNSAVED_CHANGES_CONFIRM =
  'На странице есть несохранённые изменения. Обновить приложение и потерять их?';

let switchToNewBuild: () => void = () => window.location.reload();

/** The service worker module says how a waiting worker takes over (skip waiting, then reload). */
export function setUpdateApplier(apply: () => void): void {
  switchToNewBuild = apply;
}

/** «Обновить»: switches to the new build; over unsaved input only when the user confirms. */
export function applyUpdate(confirm: (message: string) => boolean = window.confirm.bind(window)) {
  if (hasUnsavedChanges() && !confirm(UNSAVED_CHANGES_CONFIRM)) return;
  pwaState.needRefresh.value = false;
  switchToNewBuild();
}
