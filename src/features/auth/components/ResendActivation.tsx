import { showToast } from '../../../lib/toast';
import { useResendActivation } from '../api/resend-activation';

/** «Отправить письмо ещё раз» for an account not activated yet; once sent, it says where the mail went. */
export function ResendActivation({ email }: { email: string }) {
  const resend = useResendActivation();
  const send = () =>
    resend.mutate(email, {
      onSuccess: () =>
        showToast({
          title: 'Письмо отправлено',
          description: `Проверьте ящик ${email}`,
          color: 'green',
        }),
    });

  if (resend.isSuccess)
    return (
      <p className="auth-page__sent" role="status">
        Письмо со ссылкой отправлено на <strong>{email}</strong>. Письма нет? Проверьте папку
        «Спам».
      </p>
    );
  return (
    <button
      type="button"
      className="btn auth-page__resend"
      onClick={send}
      aria-busy={resend.isPending}
      disabled={resend.isPending}
    >
      Отправить письмо ещё раз
    </button>
  );
}
