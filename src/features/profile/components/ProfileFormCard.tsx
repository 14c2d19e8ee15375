import type { ReactNode } from 'react';
import { Alert, Button, Form, type FormProps } from 'antd';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import type { ServerForm } from '../../../hooks/use-server-form';

type ProfileFormCardProps<Values> = {
  serverForm: ServerForm<Values>;
  requiredMark: FormProps['requiredMark'];
  initialValues?: FormProps['initialValues'];
  submitLabel: string;
  /** Set when the caller may not change this: the form is shown disabled, with this note and no button. */
  readOnlyNote?: string;
  children: ReactNode;
};

/** A profile editor's card: the fields, the server's messages for the whole form, the save button. */
export function ProfileFormCard<Values>({
  serverForm,
  requiredMark,
  initialValues,
  submitLabel,
  readOnlyNote,
  children,
}: ProfileFormCardProps<Values>) {
  const readOnly = readOnlyNote !== undefined;
  return (
    <section className="surface-card">
      {readOnly && (
        <Alert className="profile-form__read-only" type="info" showIcon title={readOnlyNote} />
      )}
      <Form
        {...serverForm.formProps}
        layout="vertical"
        requiredMark={requiredMark}
        initialValues={initialValues}
        disabled={readOnly}
        className={readOnly ? 'profile-form--read-only' : undefined}
      >
        {children}
        <FormAlert messages={serverForm.messages} />
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={serverForm.saving}>
            {submitLabel}
          </Button>
        )}
      </Form>
    </section>
  );
}
