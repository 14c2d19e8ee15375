import type { ReactNode } from 'react';
import { Button, Form, Modal } from 'antd';
import { AntdProvider } from '../../../components/antd-provider/AntdProvider';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerForm } from '../../../hooks/use-server-form';

type DoneToast = { title: string; description: string };

type ActionDialogProps<Values> = {
  open: boolean;
  title: string;
  /** What the action does, said before the user confirms it. */
  description?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** The server's names of the dialog's fields: their errors show under them. */
  fields: readonly string[];
  labels?: Record<string, string>;
  send: (values: Values) => Promise<unknown>;
  /** Or a function of the answer (an action queued offline says so). */
  doneToast: DoneToast | ((result: unknown) => DoneToast);
  onClose: () => void;
  children?: ReactNode;
};

/**
 * A question before a decision (reject, choose, close), with the few fields it takes. The server's refusal shows
 * inside it; the dialog closes once the action is done. Its form lives only while it is open. On antd, loaded
 * when first opened (lazy-dialogs.tsx): the tabs' first view stays plain HTML.
 */
export function ActionDialog<Values>({ open, title, onClose, ...rest }: ActionDialogProps<Values>) {
  return (
    <AntdProvider>
      <Modal open={open} title={title} onCancel={onClose} footer={null} destroyOnHidden>
        <DialogForm<Values> onClose={onClose} {...rest} />
      </Modal>
    </AntdProvider>
  );
}

function DialogForm<Values>({
  description,
  confirmLabel,
  danger,
  fields,
  labels,
  send,
  doneToast,
  onClose,
  children,
}: Omit<ActionDialogProps<Values>, 'open' | 'title'>) {
  const [form] = Form.useForm<Values>();
  const serverForm = useServerForm(form, {
    fields,
    labels,
    save: send,
    savedToast: doneToast,
    onSaved: onClose,
  });
  return (
    <Form {...serverForm.formProps} layout="vertical" requiredMark={false}>
      {description && <div className="action-dialog__text">{description}</div>}
      {children}
      <FormAlert messages={serverForm.messages} />
      <div className="action-dialog__buttons">
        <Button onClick={onClose} disabled={serverForm.saving}>
          Отмена
        </Button>
        <Button type="primary" danger={danger} htmlType="submit" loading={serverForm.saving}>
          {confirmLabel}
        </Button>
      </div>
    </Form>
  );
}
