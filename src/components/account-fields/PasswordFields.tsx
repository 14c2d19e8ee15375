import { Form, Input } from 'antd';
import { antdRule } from '../../lib/form-rules';
import {
  currentPasswordField,
  passwordFields,
  type CurrentPasswordFieldProps,
  type PasswordFieldsProps,
} from './fields';
import './password-fields.css';

// The password fields of the password change as antd Form.Items for a Form of the caller's; the plain twins
// (./plain/PasswordFields) serve login, registration and reset.

/** The password the user has now, to confirm a change. */
export function CurrentPasswordField(props: CurrentPasswordFieldProps) {
  const field = currentPasswordField(props);
  return (
    <Form.Item name={props.name} label={props.label} rules={[antdRule(field.problem)]} required>
      <Input.Password {...field.input} />
    </Form.Item>
  );
}

/** A new password and its repetition. */
export function PasswordFields(props: PasswordFieldsProps) {
  const { name, repeatName } = props;
  const field = passwordFields(props);
  return (
    <>
      <Form.Item
        name={name}
        label={field.label}
        extra={field.help}
        rules={[antdRule(field.problem)]}
        required
      >
        <Input.Password {...field.input} />
      </Form.Item>
      <Form.Item
        name={repeatName}
        label={field.repeatLabel}
        dependencies={[name]}
        rules={[
          ({ getFieldValue }) =>
            antdRule((value) => field.repeatProblem(value, getFieldValue(name))),
        ]}
        required
      >
        <Input.Password {...field.input} />
      </Form.Item>
    </>
  );
}
