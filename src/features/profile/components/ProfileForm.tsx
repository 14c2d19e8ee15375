import type { ReactNode } from 'react';
import { Button, Form, type FormProps } from 'antd';
import { AntdProvider } from '../../../components/antd-provider/AntdProvider';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import type { ServerForm } from '../../../hooks/use-server-form';

type ProfileFormProps<Values> = {
  serverForm: ServerForm<Values>;
  requiredMark: FormProps['requiredMark'];
  initialValues?: FormProps['initialValues'];
  submitLabel: string;
  /** «Отмена» beside the save button: back to the read-only view, nothing sent. */
  onCancel?: () => void;
  children: ReactNode;
};

/**
 * A profile editor: the fields, the server's messages for the whole form, the save button (and «Отмена»).
 * It brings its own antd provider: the pages around it are plain HTML.
 */
export function ProfileForm<Values>({
  serverForm,
  requiredMark,
  initialValues,
  submitLabel,
  onCancel,
  children,
}: ProfileFormProps<Values>) {
  return (
    <AntdProvider>
      <Form
        {...serverForm.formProps}
        layout="vertical"
        requiredMark={requiredMark}
        initialValues={initialValues}
        className="profile-form"
      >
        {children}
        <FormAlert messages={serverForm.messages} />
        <div className="profile-form__buttons">
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
