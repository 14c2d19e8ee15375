import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { fieldAria } from '../../../components/plain-form/Field';
import { paths } from '../../../config/paths';
import { accountMessages } from '../../../lib/account-rules';

const openInNewTab = { target: '_blank', rel: 'noopener' } as const;

/** Consent to the legal documents, required to register (field `agreement` of a plain form). */
export function AgreementField() {
  const { register, formState } = useFormContext<{ agreement: boolean }>();
  const error = formState.errors.agreement?.message;
  return (
    <div className="field">
      <label className="checkbox">
        <input
          type="checkbox"
          {...register('agreement', { required: accountMessages.agreementRequired })}
          {...fieldAria('agreement', error)}
        />
        <span>
          Я принимаю{' '}
          <Link to={paths.legal.getHref('user-agreement')} {...openInNewTab}>
            пользовательское соглашение
          </Link>
          ,{' '}
          <Link to={paths.legal.getHref('public-offer')} {...openInNewTab}>
            публичную оферту
          </Link>{' '}
          и даю согласие на обработку персональных данных по{' '}
          <Link to={paths.legal.getHref('personal-data-processing-policy')} {...openInNewTab}>
            политике обработки персональных данных
          </Link>
        </span>
      </label>
      {error && (
        <p className="field__error" id="agreement-error">
          {error}
        </p>
      )}
    </div>
  );
}
