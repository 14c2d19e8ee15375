import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { apiErrorCode } from '../../../lib/api-error';
import { formErrors } from '../../../lib/form-errors';
import { activateOnce, type UidToken } from '../api/activate-user';
import { ResendActivation } from './ResendActivation';

type ActivationState =
  | { status: 'pending' }
  | { status: 'done' }
  | { status: 'already' }
  | { status: 'failed'; messages: string[] };

/**
 * Activates the account of the link `/auth/login?uid&token[&email]` and says how it went: activated or active
 * already (log in below), or the link did not work (send a new one).
 */
export function ActivationNotice({
  link,
  onSettled,
}: {
  link: UidToken & { email: string | null };
  onSettled: () => void;
}) {
  const [state, setState] = useState<ActivationState>({ status: 'pending' });
  const { uid, token, email } = link;

  useEffect(() => {
    let active = true;
    activateOnce({ uid, token }).then(
      () => active && setState({ status: 'done' }),
      (error: unknown) => {
        if (!active) return;
        if (apiErrorCode(error) === 'already_active') setState({ status: 'already' });
        else setState({ status: 'failed', messages: formErrors(error, []).messages });
      },
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
  if (state.status === 'already')
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        style={{ marginBottom: 16 }}
        title="Аккаунт уже активирован"
        description="Эта ссылка уже использована. Войдите с вашим email и паролем."
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title="Не удалось активировать аккаунт"
      description={
        <>
          <p className="auth-page__sent">
            {state.messages.join(' ')} Ссылка могла устареть: запросите новое письмо.
            {!email &&
              ' Войдите с email и паролем — если аккаунт ещё не активирован, мы предложим отправить письмо ещё раз.'}
          </p>
          {email && (
            <div style={{ marginTop: 8 }}>
              <ResendActivation email={email} />
            </div>
          )}
        </>
      }
    />
  );
}
