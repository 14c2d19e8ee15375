import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import type { SessionUser } from '../../../lib/session';
import { afterLoginPath } from '../log-in';
import { ActivationNotice } from './ActivationNotice';
import { LoginForm } from './LoginForm';
import './auth.css';

/**
 * /auth/login: email and password; with `uid` and `token` (the activation mail's link) it activates first,
 * and the link's `email` fills the form in.
 */
export function LoginPage({
  afterLogin,
}: {
  /** Where a user goes instead of the usual page, or null for the usual one (may do work first). */
  afterLogin?: (user: SessionUser) => Promise<string | null>;
}) {
  useDocumentTitle('Вход');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo');
  const uid = searchParams.get('uid');
  const token = searchParams.get('token');
  // The link is kept after it leaves the address bar, so its notice stays on screen.
  const [link] = useState(() =>
    uid && token ? { uid, token, email: searchParams.get('email') } : null,
  );

  // Used links leave the address: a reload must not send a one-use token again.
  const forgetLink = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('uid');
          next.delete('token');
          next.delete('email');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return (
    <div className="auth-page">
      <h1>Вход</h1>
      <p className="auth-page__lead">Войдите, чтобы продолжить работу с проектами и тендерами.</p>
      {link && <ActivationNotice link={link} onSettled={forgetLink} />}
      <LoginForm
        email={link?.email ?? undefined}
        onLoggedIn={async (user) => {
          const to = (await afterLogin?.(user)) ?? afterLoginPath(user, redirectTo);
          void navigate(to, { replace: true });
        }}
      />
      <div className="auth-page__links">
        <Link to={paths.auth.reset.getHref()}>Забыли пароль?</Link>
        <Link to={paths.auth.register.getHref()}>Регистрация заказчика</Link>
      </div>
      <p className="auth-page__alt">
        Вы агентство? <Link to={paths.createCompany.root.getHref()}>Зарегистрируйте компанию</Link>
      </p>
    </div>
  );
}
