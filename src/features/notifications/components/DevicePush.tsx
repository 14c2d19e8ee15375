import { useEffect, useId, useState } from 'react';
import {
  disableDevicePush,
  enableDevicePush,
  readDevicePush,
  type DevicePushState,
} from '../../../lib/pwa/push-subscription';
import { showErrorToast } from '../../../lib/toast';

type View = DevicePushState | 'checking';

const STATE_TEXT: Record<View, string> = {
  checking: 'Проверяем, включены ли уведомления на этом устройстве…',
  unsupported:
    'Этот браузер не показывает уведомления сайтов. На iPhone и iPad они приходят, когда Подряд добавлен на экран «Домой».',
  blocked:
    'Уведомления от Подряда запрещены в настройках браузера. Чтобы разрешить их, нажмите на значок слева от адреса сайта, включите «Уведомления» и обновите страницу.',
  off: 'Уведомления на этом устройстве выключены.',
  on: 'Уведомления на этом устройстве включены.',
};

/**
 * Push on this device: the browser asks for permission only after «Включить…» is pressed. The state is the
 * browser's (permission, subscription); the server learns of each change.
 */
export function DevicePush() {
  const headingId = useId();
  const [view, setView] = useState<View>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void readDevicePush().then((state) => active && setView(state));
    return () => {
      active = false;
    };
  }, []);

  const run = async (action: () => Promise<DevicePushState>, failure: string) => {
    setBusy(true);
    try {
      setView(await action());
    } catch (error) {
      showErrorToast(error, failure);
      setView(await readDevicePush());
    } finally {
      setBusy(false);
    }
  };
  const enable = () =>
    run(enableDevicePush, 'Не удалось включить уведомления. Попробуйте ещё раз.');
  const disable = () =>
    run(
      () => disableDevicePush().then(() => 'off' as const),
      'Не удалось отключить уведомления. Попробуйте ещё раз.',
    );

  return (
    <div className="device-push" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>Уведомления на этом устройстве</h3>
      <p className="device-push__state" role="status" aria-busy={view === 'checking'}>
        {STATE_TEXT[view]}
      </p>
      {view === 'off' && (
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void enable()}
        >
          Включить уведомления на этом устройстве
        </button>
      )}
      {view === 'on' && (
        <button
          type="button"
          className="btn"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void disable()}
        >
          Отключить на этом устройстве
        </button>
      )}
    </div>
  );
}
