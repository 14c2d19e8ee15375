import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-error';
import { accountTypesQueryOptions, useAccountTypes } from '../api/get-account-types';
import { registerUser } from '../api/register-user';
import { CheckEmail } from './CheckEmail';
import { RegisterForm, type RegisterCredentials } from './RegisterForm';
import './auth.css';

const NO_CLIENT_TYPE = 'Не удалось получить тип аккаунта. Обновите страницу и попробуйте ещё раз.';

/** /auth/register: a client company's user; the account is activated from the mail. */
export function RegisterClientPage() {
  useDocumentTitle('Регистрация заказчика');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const queryClient = useQueryClient();
  useAccountTypes(); // loaded while the user types: registration needs the id of `client`

  const register = async (credentials: RegisterCredentials) => {
    const types = await queryClient.fetchQuery(accountTypesQueryOptions());
    const client = types.find((type) => type.name === 'client');
    if (!client) throw new ApiError(0, { detail: NO_CLIENT_TYPE });
    return registerUser({ ...credentials, type_account: client.id });
  };

  if (sentTo) return <CheckEmail email={sentTo} />;
  return (
    <div className="auth-page">
      <h1>Регистрация заказчика</h1>
      <p className="auth-page__lead">
        Опишите проект, получите подборку агентств и проведите тендер — бесплатно.
      </p>
      <RegisterForm onSubmit={register} onRegistered={setSentTo} submitLabel="Зарегистрироваться" />
      <p className="auth-page__alt">
        Уже есть аккаунт? <Link to={paths.auth.login.getHref()}>Войти</Link>
        <br />
        Вы агентство? <Link to={paths.createCompany.root.getHref()}>Зарегистрируйте компанию</Link>
      </p>
    </div>
  );
}
