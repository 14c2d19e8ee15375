import { Form, Input } from 'antd';
import { PERSON_NAME_MAX, POSITION_MAX } from '../../../contract/people-rules';

type PersonNameFieldsProps = {
  /** Someone else's name (an invitation): the browser must not offer the user's own. */
  ownName?: boolean;
};

const noLineBreaks = {
  validator: (_rule: unknown, value: unknown) =>
    typeof value === 'string' && /[\p{Cc}]/u.test(value)
      ? Promise.reject(new Error('Без переводов строк и служебных символов'))
      : Promise.resolve(),
};

/** First name, last name and position (должность), bounded as the server bounds them. */
export function PersonNameFields({ ownName = true }: PersonNameFieldsProps) {
  const auto = (token: string) => (ownName ? token : 'off');
  return (
    <>
      <Form.Item name="first_name" label="Имя" rules={[noLineBreaks]}>
        <Input autoComplete={auto('given-name')} maxLength={PERSON_NAME_MAX} />
      </Form.Item>
      <Form.Item name="last_name" label="Фамилия" rules={[noLineBreaks]}>
        <Input autoComplete={auto('family-name')} maxLength={PERSON_NAME_MAX} />
      </Form.Item>
      <Form.Item name="position" label="Должность" rules={[noLineBreaks]}>
        <Input
          autoComplete={auto('organization-title')}
          maxLength={POSITION_MAX}
          placeholder="Например, менеджер проектов"
        />
      </Form.Item>
    </>
  );
}

/** The three values trimmed, as the server stores them. */
export const trimmedNames = (values: {
  first_name?: string;
  last_name?: string;
  position?: string;
}) => ({
  first_name: (values.first_name ?? '').trim(),
  last_name: (values.last_name ?? '').trim(),
  position: (values.position ?? '').trim(),
});
