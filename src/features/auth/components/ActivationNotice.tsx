import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { formErrors } from '../../../lib/form-errors';
import { activateOnce, type UidToken } from '../api/activate-user';

type ActivationState =
  { status: 'pending' } | { status: 'done' } | { status: 'failed'; messages: string[] };

/** Activates the account of the link `/auth/login?uid&token` and says how it went. */
export function ActivationNotice({ link, onSettled }: { link: UidToken; onSettled: () => void }) {
  const [state, setState] = useState<ActivationState>({ status: 'pending' });
  const { uid, token } = link;

  useEffect(() => {
    let active = true;
    activateOnce({ uid, token }).then(
      () => active && setState({ status: 'done' }),
      (error: unknown) =>
        active && setState({ status: 'failed', messages: formErrors(error, []).messages }),
    );
    return () => {
      active = false;
    };
  }, [uid, token]);

  // Told once: the parent changes the address then, which may hand us a new `onSettled`.
  const told = useRef(false);
  useEffect(() => {
    if (state.status === 'pending' || told.current) return;
    told.current = true;
    onSettled();
  }, [state.status, onSettled]);

  if (state.status === 'pending')
    return (
      <Alert
        type="info"
        style={{ marginBottom: 16 }}
        title={
          <span>
            <Spin size="small" /> Активируем аккаунт…
          </span>
        }
      />
    );
  if (state.status === 'done')
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        style={{ marginBottom: 16 }}
        title="Аккаунт активирован, войдите"
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title="Не удалось активировать аккаунт"
      description={`${state.messages.join(' ')} Если ссылка устарела, зарегистрируйтесь ещё раз или запросите письмо повторно.`}
    />
  );
}
