import type { ReactNode } from 'react';
import { Button, Form, type FormProps } from 'antd';
import { AntdProvider } from '../antd-provider/AntdProvider';
import { FormAlert } from '../form-alert/FormAlert';
import type { ServerForm } from '../../hooks/use-server-form';
import './edit-form.css';

type EditFormProps<Values> = {
  serverForm: ServerForm<Values>;
  /** Prefixes the fields' ids where two forms on a page may share a field name. */
  name?: string;
  /** The form's name for screen readers, where no heading names it: «Новая услуга». */
  label?: string;
  requiredMark?: FormProps['requiredMark'];
  initialValues?: FormProps['initialValues'];
  submitLabel: string;
  /** «Отмена» beside the save button: back to the read-only view, nothing sent. */
  onCancel?: () => void;
  children: ReactNode;
};

/**
 * An antd editor in a plain HTML page: the fields, the server's messages for the whole form, the save button
 * (and «Отмена»). It brings its own antd provider, so the page around it loads none.
 */
export function EditForm<Values>({
  serverForm,
  name,
  label,
  requiredMark = 'optional',
  initialValues,
  submitLabel,
  onCancel,
  children,
}: EditFormProps<Values>) {
  return (
    <AntdProvider>
      <Form
        {...serverForm.formProps}
        name={name}
        aria-label={label}
        layout="vertical"
        requiredMark={requiredMark}
        initialValues={initialValues}
        className="edit-form"
      >
        {children}
        <FormAlert messages={serverForm.messages} upgrade={serverForm.upgrade} />
        <div className="edit-form__buttons">
          <Button type="primary" htmlType="submit" loading={serverForm.saving}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button onClick={onCancel} disabled={serverForm.saving}>
              Отмена
            </Button>
          )}
        </div>
      </Form>
    </AntdProvider>
  );
}
