import { useEffect, useState } from 'react';
import { FormOutcome } from '../../../components/plain-form/FormOutcome';
import { showToast } from '../../../lib/toast';
import { useResendActivation } from '../api/resend-activation';

export const RESEND_COOLDOWN_S = 60;

/** After registration: the activation mail is on its way; it can be sent again after a minute. */
export function CheckEmail({ email }: { email: string }) {
  const resend = useResendActivation();
  const [waitS, setWaitS] = useState(RESEND_COOLDOWN_S);

  useEffect(() => {
    if (waitS <= 0) return;
    const timer = setTimeout(() => setWaitS((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitS]);

  const send = () =>
    resend.mutate(email, {
      onSuccess: () => {
        setWaitS(RESEND_COOLDOWN_S);
        showToast({
          title: 'Письмо отправлено',
          description: `Проверьте ящик ${email}`,
          color: 'green',
        });
      },
    });

  return (
    <FormOutcome
      icon="mail"
      title="Проверьте почту"
      actions={
        <button
          type="button"
          className="btn"
          onClick={send}
          aria-busy={resend.isPending}
          disabled={resend.isPending || waitS > 0}
        >
          {waitS > 0 ? `Отправить ещё раз через ${waitS} с` : 'Отправить письмо ещё раз'}
        </button>
      }
    >
      <p>
        Мы отправили письмо со ссылкой для активации на <strong>{email}</strong>. Откройте её, чтобы
        войти. Письма нет? Проверьте папку «Спам».
      </p>
    </FormOutcome>
  );
}
