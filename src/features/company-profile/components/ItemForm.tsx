import type { ReactNode } from 'react';
import { Button, Form, type FormProps } from 'antd';
import { AntdProvider } from '../../../components/antd-provider/AntdProvider';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import type { ServerForm } from '../../../hooks/use-server-form';

type ItemFormProps<Values> = {
  serverForm: ServerForm<Values>;
  /** Prefixes the fields' ids: two sections' forms may both have an `industry`. */
  name: string;
  /** The form's name for screen readers: «Новая услуга», «Услуга „SEO“». */
  label: string;
  initialValues?: FormProps['initialValues'];
  /** «Добавить» for a new row, «Сохранить» for a changed one. */
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
};

/**
 * The form of one row of a profile list: its fields, the server's messages for the whole form, the save
 * button and «Отмена». It brings its own antd provider: the page around it is plain HTML.
 */
export function ItemForm<Values>({
  serverForm,
  name,
  label,
  initialValues,
  submitLabel,
  onCancel,
  children,
}: ItemFormProps<Values>) {
  return (
    <AntdProvider>
      <Form
        {...serverForm.formProps}
        name={name}
        aria-label={label}
        layout="vertical"
        requiredMark="optional"
        initialValues={initialValues}
        className="plist-form"
      >
        {children}
        <FormAlert messages={serverForm.messages} />
        <div className="plist__buttons">
          <Button type="primary" htmlType="submit" loading={serverForm.saving}>
            {submitLabel}
          </Button>
          <Button onClick={onCancel} disabled={serverForm.saving}>
            Отмена
          </Button>
        </div>
      </Form>
    </AntdProvider>
  );
}
