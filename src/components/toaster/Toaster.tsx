import { useEffect } from 'react';
import { notification as antNotification } from 'antd';
import { setToastPresenter, TOAST_TIMEOUT_MS, type ToastColor } from '../../lib/toast';
import { AntdProvider } from '../antd-provider/AntdProvider';

const noticeType = {
  red: 'error',
  green: 'success',
  blue: 'info',
  orange: 'warning',
} as const satisfies Record<ToastColor, string>;

/** Shows the toasts of lib/toast through antd notifications: 5 s, paused on hover, with a progress bar. */
export function Toaster() {
  const [notification, contextHolder] = antNotification.useNotification({
    placement: 'topRight',
    maxCount: 4,
  });

  useEffect(() => {
    setToastPresenter((notice) =>
      notification.open({
        key: notice.id,
        type: noticeType[notice.color],
        title: notice.title,
        description: <span className="toast-description">{notice.description}</span>,
        duration: TOAST_TIMEOUT_MS / 1000,
        showProgress: true,
        pauseOnHover: true,
        className: `toast toast-${notice.color}`,
      }),
    );
    return () => setToastPresenter(null);
  }, [notification]);

  // The notices render where the holder is: inside the provider, so they get the app's theme and locale.
  return <AntdProvider>{contextHolder}</AntdProvider>;
}
