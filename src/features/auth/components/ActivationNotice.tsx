import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../../components/plain-form/Notice';
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
    return <Notice type="info" role="status" title="Активируем аккаунт…" />;
  if (state.status === 'done')
    return <Notice type="success" role="status" title="Аккаунт активирован, войдите" />;
  if (state.status === 'already')
    return (
      <Notice type="info" role="status" title="Аккаунт уже активирован">
        <p>Эта ссылка уже использована. Войдите с вашим email и паролем.</p>
      </Notice>
    );
  return (
    <Notice type="error" role="alert" title="Не удалось активировать аккаунт">
      <p className="auth-page__sent">
        {state.messages.join(' ')} Ссылка могла устареть: запросите новое письмо.
        {!email &&
          ' Войдите с email и паролем — если аккаунт ещё не активирован, мы предложим отправить письмо ещё раз.'}
      </p>
      {email && <ResendActivation email={email} />}
    </Notice>
  );
}
