import { useEffect } from 'react';
import { ToastContainer, toast, type CloseButtonProps, type TypeOptions } from 'react-toastify';
import { setToastPresenter, TOAST_TIMEOUT_MS, type ToastColor } from '../../lib/toast';
import './toaster.css';

const noticeType = {
  red: 'error',
  green: 'success',
  blue: 'info',
  orange: 'warning',
} as const satisfies Record<ToastColor, TypeOptions>;

function CloseButton({ closeToast }: CloseButtonProps) {
  return (
    <button type="button" className="toast__close" aria-label="Закрыть" onClick={closeToast}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

/**
 * Shows the toasts of lib/toast (react-toastify, no antd): 5 s, paused on hover, with a progress bar, at most
 * four at a time (more wait their turn).
 */
export function Toaster() {
  useEffect(() => {
    setToastPresenter((notice) =>
      toast(
        <div className="toast__body">
          <p className="toast__title">{notice.title}</p>
          <p className="toast-description">{notice.description}</p>
        </div>,
        {
          toastId: notice.id,
          type: noticeType[notice.color],
          className: `toast toast-${notice.color}`,
        },
      ),
    );
    return () => setToastPresenter(null);
  }, []);

  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_TIMEOUT_MS}
      pauseOnHover
      // react-toastify's bar tells screen readers «notification timer», in English; hidden, it is silent too.
      hideProgressBar
      limit={4}
      closeButton={CloseButton}
      aria-label="Уведомления (Alt+T)"
    />
  );
}
