import { Form, Input } from 'antd';
import { antdRule } from '../../lib/form-rules';
import { emailField, type EmailFieldProps } from './fields';

/** An email address as an antd Form.Item (the staff's invitation); the plain twin is ./plain/EmailField. */
export function EmailField(props: EmailFieldProps) {
  const field = emailField(props);
  return (
    <Form.Item name="email" label={field.label} rules={[antdRule(field.problem)]} required>
      <Input {...field.input} />
    </Form.Item>
  );
}
