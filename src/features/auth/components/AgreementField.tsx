import { Checkbox, Form } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

const openInNewTab = { target: '_blank', rel: 'noopener' } as const;

/** Consent to the legal documents, required to register. */
export function AgreementField() {
  return (
    <Form.Item
      name="agreement"
      valuePropName="checked"
      rules={[
        {
          validator: (_rule, value) =>
            value
              ? Promise.resolve()
              : Promise.reject(new Error('Без согласия с условиями регистрация невозможна')),
        },
      ]}
    >
      <Checkbox className="auth-page__agreement">
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
      </Checkbox>
    </Form.Item>
  );
}
