import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ResetConfirmForm } from './ResetConfirmForm';
import { ResetRequestForm } from './ResetRequestForm';
import './auth.css';

/** /auth/reset: ask for a link by email; with `uid` and `token` (the mail's link) set the new password. */
export function ResetPage() {
  const [searchParams] = useSearchParams();
  const uid = searchParams.get('uid');
  const token = searchParams.get('token');
  const link = uid && token ? { uid, token } : null;
  useDocumentTitle(link ? 'Новый пароль' : 'Восстановление пароля');

  return (
    <div className="auth-page">
      <h1>{link ? 'Задайте пароль' : 'Восстановление пароля'}</h1>
      <p className="auth-page__lead">
        {link
          ? 'Придумайте пароль для входа на Подряд.'
          : 'Укажите почту, с которой вы регистрировались: пришлём ссылку для смены пароля.'}
      </p>
      {link ? <ResetConfirmForm link={link} /> : <ResetRequestForm />}
      <p className="auth-page__alt">
        Вспомнили пароль? <Link to={paths.auth.login.getHref()}>Войти</Link>
      </p>
    </div>
  );
}
