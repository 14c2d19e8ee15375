import type { ReactNode } from 'react';
import { Button, Form, type FormProps } from 'antd';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import type { ServerForm } from '../../../hooks/use-server-form';

type ProfileFormCardProps<Values> = {
  serverForm: ServerForm<Values>;
  requiredMark: FormProps['requiredMark'];
  initialValues?: FormProps['initialValues'];
  submitLabel: string;
  children: ReactNode;
};

/** A profile editor's card: the fields, the server's messages for the whole form, the save button. */
export function ProfileFormCard<Values>({
  serverForm,
  requiredMark,
  initialValues,
  submitLabel,
  children,
}: ProfileFormCardProps<Values>) {
  return (
    <section className="surface-card">
      <Form
        {...serverForm.formProps}
        layout="vertical"
        requiredMark={requiredMark}
        initialValues={initialValues}
      >
        {children}
        <FormAlert messages={serverForm.messages} />
        <Button type="primary" htmlType="submit" loading={serverForm.saving}>
          {submitLabel}
        </Button>
      </Form>
    </section>
  );
}
