import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { CheckEmail } from './CheckEmail';
import { RegisterForm, type RegisterCredentials } from './RegisterForm';
import './auth.css';
import { quoteName } from '../../../../contract/quote';

/** How the agency registration names the company flow's fields in its errors. */
const COMPANY_LABELS = {
  company: 'Данные компании',
  'company.name': 'Название агентства',
  'company.inn': 'ИНН',
  'company.website': 'Сайт',
  'company.city': 'Город',
  'company.description': 'Описание',
  'company.staff_count': 'Штат',
  'company.founded_year': 'Год основания',
  services: 'Услуги',
  industries: 'Отрасли',
};

type RegisterAgencyPageProps = {
  companyName: string;
  /** Sends the whole registration (the company flow's draft with these credentials). */
  onSubmit: (credentials: RegisterCredentials) => Promise<unknown>;
  onRegistered: () => void;
};

/** /auth/register?variant=2: the last step of the company flow — the leader's account. */
export function RegisterAgencyPage({
  companyName,
  onSubmit,
  onRegistered,
}: RegisterAgencyPageProps) {
  useDocumentTitle('Регистрация агентства');
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) return <CheckEmail email={sentTo} />;
  return (
    <div className="auth-page">
      <h1>Регистрация агентства</h1>
      <p className="auth-page__lead">
        Последний шаг: почта и пароль руководителя {quoteName(companyName)}. Сотрудников вы
        пригласите из панели.
      </p>
      <RegisterForm
        onSubmit={onSubmit}
        onRegistered={(email) => {
          onRegistered();
          setSentTo(email);
        }}
        submitLabel="Зарегистрировать агентство"
        labels={COMPANY_LABELS}
        extra={
          <p>
            <Link to={paths.createCompany.root.getHref()}>Вернуться к данным компании</Link>
          </p>
        }
      />
      <p className="auth-page__alt">
        <Link to={paths.createCompany.description.getHref()}>Назад к описанию компании</Link>
        <br />
        Уже есть аккаунт? <Link to={paths.auth.login.getHref()}>Войти</Link>
      </p>
    </div>
  );
}
